import UIKit

public final class BadgeView: UIView {}
