import UIKit

/// A custom view backed by ProfileCardView.xib, loaded with itself as File's Owner.
final class ProfileCardView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Bundle(for: ProfileCardView.self).loadNibNamed("ProfileCardView", owner: self)
        contentView.frame = bounds
        addSubview(contentView)
    }
}
