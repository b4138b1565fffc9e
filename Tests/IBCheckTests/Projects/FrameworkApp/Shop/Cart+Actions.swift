import UIKit

typealias Cart = CartViewController

extension Cart {
    @IBAction func checkout(_ sender: UIButton) {}
}
