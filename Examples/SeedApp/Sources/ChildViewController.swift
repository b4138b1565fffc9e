import UIKit

/// The controller B's container view embeds; it shows a ProfileCardView.
final class ChildViewController: UIViewController {
    @IBOutlet weak var profileCard: ProfileCardView!
}
