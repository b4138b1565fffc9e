import AppKit

final class ProfileViewController: NSViewController {
    @IBOutlet weak var nameField: NSTextField!
}
