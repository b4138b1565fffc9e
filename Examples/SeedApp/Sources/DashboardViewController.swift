import UIKit

/// Four containers, told apart by their embed segues' identifiers; the fourth embeds the
/// initial controller of Settings.storyboard through a storyboard reference.
final class DashboardViewController: UIViewController {
    @IBOutlet weak var footer: GradientView!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "embedMap": segue.destination.title = "Map"
        case "embedList": segue.destination.title = "List"
        case "embedStats": segue.destination.title = "Stats"
        case "embedSettings": segue.destination.title = "Settings"
        default: break
        }
    }

    /// Opened from A in code: the storyboard name, identifier and class are checked against Dashboard.storyboard.
    static func instantiate() -> DashboardViewController {
        UIStoryboard(name: "Dashboard", bundle: nil).instantiateViewController(withIdentifier: "DashboardViewController") as! DashboardViewController
    }
}

final class MapChildViewController: UIViewController {}
final class ListChildViewController: UIViewController {}
final class StatsChildViewController: UIViewController {}
