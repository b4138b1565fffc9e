// ARKit's views, as much as documents configure.
import UIKit

/// A view that blends virtual 3D content from SceneKit into your augmented reality experience.
/// - SeeAlso: https://developer.apple.com/documentation/arkit/arscnview
open class ARSCNView: UIView {
    /// A Boolean value that determines whether the view automatically adds lighting to the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/arkit/arscnview/automaticallyupdateslighting
    open var automaticallyUpdatesLighting: Bool = true { didSet { _ibkitRecord("automaticallyUpdatesLighting", automaticallyUpdatesLighting) } }
}

/// A view that blends virtual 2D content from SpriteKit into the 3D space of your augmented reality experience.
/// - SeeAlso: https://developer.apple.com/documentation/arkit/arskview
open class ARSKView: UIView {}
