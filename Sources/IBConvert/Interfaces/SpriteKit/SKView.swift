// SpriteKit's view, as much as documents configure.
import UIKit

/// A view subclass that renders a SpriteKit scene.
/// - SeeAlso: https://developer.apple.com/documentation/spritekit/skview
open class SKView: UIView {
    /// A Boolean value that indicates whether the view displays the number of nodes in the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/spritekit/skview/showsnodecount
    open var showsNodeCount: Bool = false { didSet { _ibkitRecord("showsNodeCount", showsNodeCount) } }
    /// A Boolean value that indicates whether the view displays a frame rate indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/spritekit/skview/showsfps
    open var showsFPS: Bool = false { didSet { _ibkitRecord("showsFPS", showsFPS) } }
}
