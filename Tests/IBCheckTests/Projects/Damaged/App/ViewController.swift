import UIKit

final class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
