// GLKit's view, as much as documents configure.
import UIKit

/// The methods a GLKit view's delegate implements (here none are required: the converted code only sets it).
/// - SeeAlso: https://developer.apple.com/documentation/glkit/glkviewdelegate
public protocol GLKViewDelegate: AnyObject {}

/// A default implementation for views that draw their content using OpenGL ES.
/// - SeeAlso: https://developer.apple.com/documentation/glkit/glkview
open class GLKView: UIView {
    /// The view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/glkit/glkview/delegate
    open weak var delegate: GLKViewDelegate? { didSet { _ibkitRecord("delegate", delegate.map { _ in "set" }) } }
    /// A Boolean value that indicates whether the view responds to calls to redraw its contents.
    /// - SeeAlso: https://developer.apple.com/documentation/glkit/glkview/enablesetneedsdisplay
    open var enableSetNeedsDisplay: Bool = true { didSet { _ibkitRecord("enableSetNeedsDisplay", enableSetNeedsDisplay) } }
}

/// A view controller that implements an OpenGL ES rendering loop.
/// - SeeAlso: https://developer.apple.com/documentation/glkit/glkviewcontroller
open class GLKViewController: UIViewController, GLKViewDelegate {
    /// The rate at which you want the view controller to update the contents of its view.
    /// - SeeAlso: https://developer.apple.com/documentation/glkit/glkviewcontroller/preferredframespersecond
    open var preferredFramesPerSecond: Int = 30 { didSet { _ibkitRecord("preferredFramesPerSecond", preferredFramesPerSecond) } }
}
