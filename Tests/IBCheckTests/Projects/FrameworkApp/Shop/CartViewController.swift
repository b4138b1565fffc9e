import UIKit
import ShopKit

final class CartViewController: UIViewController {
    @IBOutlet weak var badge: BadgeView!
    #if DEBUG
    @IBOutlet weak var debugLabel: UILabel!
    #endif
    #if os(macOS)
    @IBOutlet weak var menuBar: NSView!
    #endif
    #if canImport(UIKit) && !targetEnvironment(macCatalyst)
    @IBOutlet weak var totalLabel: UILabel!
    #endif
}
