import IBDocument

/// The safe area Interface Builder's canvas gives a root view: the screen's insets and the bars
/// the view sits under, as the Xcode that saved the document drew them.
struct CanvasSafeArea {
    /// The root view's safe-area insets.
    var insets = EdgeInsets.zero
    /// The lengths of the old top and bottom layout guides.
    var guides = (top: 0.0, bottom: 0.0)
    /// The card the root is drawn on when it is presented as a sheet.
    var card: SheetCard?
    /// Whether the root is a xib's own view, drawn with the sensor housing above it and no status bar.
    var housingOnly = false

    /// No safe area: a root not drawn on a device's screen.
    init() {}

    /// `frame` is the root's in the screen; `controller` says it is a controller's view in a
    /// storyboard, `ownersView` a xib's view that File's Owner takes as its `view`, `xibView` any
    /// top-level view of a xib (a collection view's cell or reusable view is drawn as one).
    init(frame: Rect, device: LayoutDevice, orientation: LayoutDevice.Orientation, bars: SimulatedBars,
         controller: Bool, ownersView: Bool, xibView: Bool = false, header: DocumentHeader) {
        var screen = device.screen(orientation)
        var screenInsets = device.safeArea(orientation)
        // Since Xcode 16 the canvas counts a notched screen's insets twice, as the frames it stores show.
        let doubled = device.housing > 0 && header.toolsBuild >= 23700
        if bars.sheet, controller, abs(frame.width - screen.width) < 1,
           let card = SheetCard(device: device, orientation: orientation, toolsBuild: header.toolsBuild, navigationBar: bars.top > 0) {
            // A sheet's card ends at the screen's bottom, above the home indicator's inset.
            self.card = card
            let bottom = (doubled ? screenInsets.bottom * 2 : screenInsets.bottom) + bars.bottom
            insets = EdgeInsets(top: max(0, card.top + bars.top - frame.y), left: 0,
                                bottom: max(0, frame.y + frame.height - (card.size.height - bottom)), right: 0)
            guides = (insets.top, insets.bottom)
            return
        }
        // A view that spans the screen's width and reaches its bottom (below opaque bars it starts lower).
        let fillsScreen = abs(frame.width - screen.width) < 1
            && (abs(frame.height - screen.height) < 1 || (controller && abs(frame.y + frame.height - screen.height) < 1))
        // A controller's view of its own (freeform) height is drawn as a screen of that height, with
        // the status bar or sensor housing above and no home indicator below (a xib's at any width);
        // one as tall as the space the opaque bars leave is drawn below them, where nothing overlaps it.
        // Any other top-level view of a xib has the sensor housing above it on a screen that has
        // one, though no status bar on one that does not: Simplenote's notice view (Xcode 13,
        // iPhone 11) stores its stack's views 44 + 16 points below the top of a stack pinned to
        // the view's top, where Ray Wenderlich's board squares (Xcode 9, iPhone 8) start at their
        // 4-point margin. Ten more such views on notched screens in the corpus store no frame
        // that contradicts it.
        let barred = screenInsets.top + bars.top
        let housed = xibView && device.housing > 0
        let freeform = !fillsScreen && frame.y == 0 && (ownersView || housed || (controller && abs(frame.width - screen.width) < 1))
            && abs(frame.height + barred - screen.height) >= 1 && abs(frame.height + barred + bars.bottom + device.homeIndicator - screen.height) >= 1
        guard fillsScreen || freeform else { return }
        housingOnly = !fillsScreen && housed && !ownersView
        if freeform { screen = Size(width: frame.width, height: frame.height) }

        if freeform { screenInsets.bottom = 0 }
        // Where the canvas draws no status bar, a screen without a sensor housing has nothing
        // above the view (a housing stays whatever is drawn):
        // - a xib's view of its own size, File's Owner's too: mapbox's 238-point top banner
        //   (Xcode 9, iPhone 8) stores its instructions pinned to the safe area's top at 0, as Ray
        //   Wenderlich's board squares do;
        // - an iPhone since Xcode 11; an iPad keeps its 20 points (Simplenote's
        //   SPAuthViewController.xib, Xcode 15, iPad 9.7-inch, stores its stack 20 points below the
        //   safe area's top: the only iPad document of Xcode 11 or later in the corpus that lays out
        //   against the safe area);
        // - a controller whose simulated metrics say "Status Bar: None".
        let drawsNoStatusBar = (freeform && xibView)
            || (device.idiom == .phone && header.device != nil && header.toolsBuild >= XcodeBuilds.xcode11)
            || (bars.hidesStatusBar && device.idiom != .tv)
        if device.housing == 0 && drawsNoStatusBar { screenInsets.top = 0 }
        if doubled {
            screenInsets = EdgeInsets(top: screenInsets.top * 2, left: screenInsets.left * 2, bottom: screenInsets.bottom * 2, right: screenInsets.right * 2)
        }
        let top = screenInsets.top + bars.top, bottom = screenInsets.bottom + bars.bottom
        insets = EdgeInsets(top: max(0, top - frame.y), left: screenInsets.left,
                            bottom: max(0, frame.y + frame.height - (screen.height - bottom)), right: screenInsets.right)
        // tvOS has no status bar: its old top and bottom guides have no length.
        guides = device.idiom == .tv ? (0, 0) : (insets.top, insets.bottom)
    }
}
