// MetalKit's view, as much as documents configure.
import UIKit

/// A specialized view that creates, configures, and displays Metal objects.
/// - SeeAlso: https://developer.apple.com/documentation/metalkit/mtkview
open class MTKView: UIView {
    /// The rate at which the view redraws its contents.
    /// - SeeAlso: https://developer.apple.com/documentation/metalkit/mtkview/preferredframespersecond
    open var preferredFramesPerSecond: Int = 60 { didSet { _ibkitRecord("preferredFramesPerSecond", preferredFramesPerSecond) } }
}
