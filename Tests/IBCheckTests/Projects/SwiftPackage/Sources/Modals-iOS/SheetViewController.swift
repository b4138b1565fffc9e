import UIKit

public final class SheetViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
}

public final class SheetBadge: UIView {}
