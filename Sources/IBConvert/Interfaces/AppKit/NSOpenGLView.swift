// NSOpenGLView (minimal, deprecated): a view that draws with OpenGL.

/// A view that displays OpenGL content (deprecated; nothing is drawn here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsopenglview
open class NSOpenGLView: NSView {
    /// Used by subclasses to initialize OpenGL state (nothing happens here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsopenglview/prepareopengl()
    open func prepareOpenGL() {}
    /// Called when the view's visible rectangle or bounds change (nothing happens here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsopenglview/reshape()
    open func reshape() {}
    /// Called when the view's window moves or the view's bounds change (nothing happens here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsopenglview/update()
    open func update() {}
    /// Releases the view's OpenGL context (there is none here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsopenglview/clearglcontext()
    open func clearGLContext() {}
}
