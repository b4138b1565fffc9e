// NSButtonCell, NSMenuItemCell and NSPopUpButtonCell.

/// A subclass of NSActionCell you use to implement the user interface of push buttons, checkboxes, and radio buttons.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell
open class NSButtonCell: NSActionCell {
    /// Sets how the cell highlights while pressed and how it shows its state (recorded as `buttonType`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/setbuttontype(_:)
    open func setButtonType(_ type: NSButton.ButtonType) { _ibkitRecord("buttonType", type) }
    /// The appearance of the cell's border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/bezelstyle
    open var bezelStyle: NSButton.BezelStyle = .push { didSet { _ibkitRecord("bezelStyle", bezelStyle) } }
    /// The title the cell displays when it is in its alternate (on) state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/alternatetitle
    open var alternateTitle: String = "" { didSet { _ibkitRecord("alternateTitle", alternateTitle) } }
    /// The image the cell displays when it is in its alternate (on) state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/alternateimage
    open var alternateImage: NSImage? { didSet { _ibkitRecord("alternateImage", alternateImage) } }
    /// The position of the cell's image relative to its title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/imageposition
    open var imagePosition: NSControl.ImagePosition = .noImage { didSet { _ibkitRecord("imagePosition", imagePosition) } }
    /// The scaling mode applied to the cell's image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/imagescaling
    open var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { _ibkitRecord("imageScaling", imageScaling) } }
    /// The key-equivalent character of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/keyequivalent
    open var keyEquivalent: String = "" { didSet { _ibkitRecord("keyEquivalent", keyEquivalent) } }
    /// The mask specifying the modifier keys for the cell's key equivalent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/keyequivalentmodifiermask
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = [] {
        didSet { _ibkitRecord("keyEquivalentModifierMask", keyEquivalentModifierMask) }
    }
    /// The background color of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/backgroundcolor
    open var backgroundColor: NSColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean value that indicates whether the cell is transparent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/istransparent
    open var isTransparent: Bool = false { didSet { _ibkitRecord("isTransparent", isTransparent) } }
    /// A Boolean value that indicates whether the cell draws its border only while the pointer is over it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/showsborderonlywhilemouseinside
    open var showsBorderOnlyWhileMouseInside: Bool = false {
        didSet { _ibkitRecord("showsBorderOnlyWhileMouseInside", showsBorderOnlyWhileMouseInside) }
    }
    /// A Boolean value that indicates whether the cell's image dims when the cell is disabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbuttoncell/imagedimswhendisabled
    open var imageDimsWhenDisabled: Bool = true { didSet { _ibkitRecord("imageDimsWhenDisabled", imageDimsWhenDisabled) } }
}

/// A class that handles the measurement and display of a single menu item in its frame.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitemcell
open class NSMenuItemCell: NSButtonCell {
    /// The menu item the cell draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitemcell/menuitem
    open var menuItem: NSMenuItem?
}

/// A class that defines the visual appearance of pop-up buttons that display pop-up or pull-down menus.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell
open class NSPopUpButtonCell: NSMenuItemCell {
    /// Creates a cell with no title that displays a pop-up menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/init()
    public override init() { super.init() }
    /// Returns a cell with the specified title that displays a pop-up or pull-down menu (`pullsDown` recorded when true).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/init(textcell:pullsdown:)
    public init(textCell stringValue: String, pullsDown pullDown: Bool) {
        super.init(textCell: stringValue)
        if pullDown { _ibkitSet(pullsDown: true) }
    }
    /// Creates a cell from data in an unarchiver (here: an empty cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/init(coder:)
    public required init(coder: NSCoder) { super.init(coder: coder) }

    func _ibkitSet(pullsDown: Bool) { self.pullsDown = pullsDown }

    /// A Boolean value that indicates whether the cell displays a pull-down menu rather than a pop-up menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/pullsdown
    open var pullsDown: Bool = false { didSet { _ibkitRecord("pullsDown", pullsDown) } }
    /// A Boolean value that indicates whether the cell automatically enables and disables its items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/autoenablesitems
    open var autoenablesItems: Bool = true { didSet { _ibkitRecord("autoenablesItems", autoenablesItems) } }
    /// The edge of the cell next to which the menu appears.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/preferrededge
    open var preferredEdge: NSRectEdge = .maxY { didSet { _ibkitRecord("preferredEdge", preferredEdge) } }
    /// A Boolean value that indicates whether the cell uses the selected menu item for its title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/usesitemfrommenu
    open var usesItemFromMenu: Bool = true { didSet { _ibkitRecord("usesItemFromMenu", usesItemFromMenu) } }
    /// A Boolean value that indicates whether the selected item's state is set to on.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbuttoncell/altersstateofselecteditem
    open var altersStateOfSelectedItem: Bool = true {
        didSet { _ibkitRecord("altersStateOfSelectedItem", altersStateOfSelectedItem) }
    }
}
