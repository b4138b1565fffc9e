// NSVisualEffectView: translucency and vibrancy.

/// A view that adds translucency and vibrancy effects to the views in your interface.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview
open class NSVisualEffectView: NSView {
    /// The material shown by the visual effect view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.property
    open var material: NSVisualEffectView.Material = .appearanceBased { didSet { _ibkitRecord("material", material) } }
    /// A value indicating how the view's contents blend with the surrounding content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/blendingmode-swift.property
    open var blendingMode: NSVisualEffectView.BlendingMode = .behindWindow { didSet { _ibkitRecord("blendingMode", blendingMode) } }
    /// A value that indicates whether a view has a visual effect applied.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/state-swift.property
    open var state: NSVisualEffectView.State = .followsWindowActiveState { didSet { _ibkitRecord("state", state) } }
    /// A Boolean value indicating whether to emphasize the look of the material.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/isemphasized
    open var isEmphasized: Bool = false { didSet { _ibkitRecord("isEmphasized", isEmphasized) } }
    /// An image whose alpha channel masks the visual effect view's material.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/maskimage
    open var maskImage: NSImage? { didSet { _ibkitRecord("maskImage", maskImage) } }

    /// Constants that specify the material shown by a visual effect view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum
    public enum Material: Int {
        /// A default material appropriate for the view's effective appearance (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/appearancebased
        case appearanceBased = 0
        /// A light material (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/light
        case light = 1
        /// A dark material (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/dark
        case dark = 2
        /// The material for a window's titlebar.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/titlebar
        case titlebar = 3
        /// The material used to indicate a selection.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/selection
        case selection = 4
        /// The material for menus.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/menu
        case menu = 5
        /// The material for the background of popover windows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/popover
        case popover = 6
        /// The material for the background of window sidebars.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/sidebar
        case sidebar = 7
        /// A medium-light material (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/mediumlight
        case mediumLight = 8
        /// An ultra-dark material (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/ultradark
        case ultraDark = 9
        /// The material for in-line header or footer views.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/headerview
        case headerView = 10
        /// The material for the background of sheet windows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/sheet
        case sheet = 11
        /// The material for the background of opaque windows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/windowbackground
        case windowBackground = 12
        /// The material for the background of heads-up display (HUD) windows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/hudwindow
        case hudWindow = 13
        /// The material for the background of a full-screen modal interface.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/fullscreenui
        case fullScreenUI = 15
        /// The material for the background of a tool tip.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/tooltip
        case toolTip = 17
        /// The material for the background of opaque content.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/contentbackground
        case contentBackground = 18
        /// The material to show under a window's background.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/underwindowbackground
        case underWindowBackground = 21
        /// The material for the area behind the pages of a document.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/material-swift.enum/underpagebackground
        case underPageBackground = 22
    }

    /// Constants that specify how a visual effect view blends with the content around it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/blendingmode-swift.enum
    public enum BlendingMode: Int {
        /// The view blends with the content behind the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/blendingmode-swift.enum/behindwindow
        case behindWindow = 0
        /// The view blends with the content behind it in the same window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/blendingmode-swift.enum/withinwindow
        case withinWindow = 1
    }

    /// Constants that specify whether a visual effect view's material appears active.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/state-swift.enum
    public enum State: Int {
        /// The view's material looks active when its window is active.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/state-swift.enum/followswindowactivestate
        case followsWindowActiveState = 0
        /// The view's material always looks active.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/state-swift.enum/active
        case active = 1
        /// The view's material always looks inactive.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsvisualeffectview/state-swift.enum/inactive
        case inactive = 2
    }
}
