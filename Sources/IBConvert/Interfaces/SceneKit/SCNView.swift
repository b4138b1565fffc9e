// SceneKit's view, as much as documents configure.
import UIKit

/// A view for displaying 3D SceneKit content.
/// - SeeAlso: https://developer.apple.com/documentation/scenekit/scnview
open class SCNView: UIView {
    /// A Boolean value that determines whether the user can manipulate the point of view used to render the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/scenekit/scnview/allowscameracontrol
    open var allowsCameraControl: Bool = false { didSet { _ibkitRecord("allowsCameraControl", allowsCameraControl) } }
    /// A Boolean value that determines whether SceneKit displays performance information in an overlay on top of the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/scenekit/scnview/showsstatistics
    open var showsStatistics: Bool = false { didSet { _ibkitRecord("showsStatistics", showsStatistics) } }
}
