import UIKit

/// C only unwinds: to B, or straight to A.
final class CViewController: UIViewController {}
