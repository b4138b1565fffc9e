import UIKit

/// The initial controller of Settings.storyboard, reached through a storyboard reference.
final class SettingsViewController: UIViewController {
    @IBOutlet weak var notificationsSwitch: UISwitch!

    @IBAction func notificationsChanged(_ sender: UISwitch) {}
}
