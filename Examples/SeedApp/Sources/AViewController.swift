import UIKit

/// The root of the flow: A pushes B ("showB") and presents the Settings storyboard ("showSettings").
final class AViewController: UIViewController {
    /// C's "Back to A" unwinds here, popping B and C.
    @IBAction func unwindToA(_ segue: UIStoryboardSegue) {}
}
