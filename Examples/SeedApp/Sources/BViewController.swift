import UIKit

/// B embeds ChildViewController in a container view and pushes C ("showC").
final class BViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedChild", let child = segue.destination as? ChildViewController {
            child.title = "Embedded in B"
        }
    }

    /// C's "Back to B" unwinds here; the selector is `unwindToBWithSegue:`.
    @IBAction func unwindToB(segue: UIStoryboardSegue) {
        statusLabel.text = "Last unwind: from C"
    }
}
