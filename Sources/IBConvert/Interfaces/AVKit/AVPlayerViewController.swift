// AVKit's player controller, as much as documents configure.
import UIKit

/// A view controller that displays content from a player and presents a native user interface to control playback.
/// - SeeAlso: https://developer.apple.com/documentation/avkit/avplayerviewcontroller
open class AVPlayerViewController: UIViewController {
    /// A Boolean value that determines whether the player view controller shows playback controls.
    /// - SeeAlso: https://developer.apple.com/documentation/avkit/avplayerviewcontroller/showsplaybackcontrols
    open var showsPlaybackControls: Bool = true { didSet { _ibkitRecord("showsPlaybackControls", showsPlaybackControls) } }
}
