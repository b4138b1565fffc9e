import UIKit

/// A custom view whose xib's top-level view is the class itself (the other way round from
/// ProfileCardView, which is the xib's File's Owner).
final class BadgeView: UIView {
    @IBOutlet weak var textLabel: UILabel!

    static func make() -> BadgeView {
        UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil).first as! BadgeView
    }
}
