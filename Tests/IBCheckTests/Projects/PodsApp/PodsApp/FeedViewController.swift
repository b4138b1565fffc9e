import UIKit
import PINRemoteImage

final class FeedViewController: UIViewController {
    @IBOutlet weak var cover: PINAnimatedImageView!
}
