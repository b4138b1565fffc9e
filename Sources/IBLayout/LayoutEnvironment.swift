import IBDocument

/// What a root view is laid out in: the device and orientation, its size classes, and the insets
/// the status bar, navigation and tab bars and the screen's corners take from it.
public struct LayoutEnvironment: Sendable {
    /// The device; nil for a Mac window or freeform view.
    public var device: LayoutDevice?
    /// The orientation.
    public var orientation: LayoutDevice.Orientation
    /// The root view's frame, in its superview (the screen for a view controller's view).
    public var rootFrame: Rect
    /// The root view's safe-area insets.
    public var safeArea: EdgeInsets
    /// The lengths of a view controller's top and bottom layout guides (documents before safe areas).
    public var guideLengths: (top: Double, bottom: Double)
    /// The root view's layout margins before its safe area is added.
    public var rootMargins: EdgeInsets
    /// Whether the root view's margins start at its safe area (iOS 11 and later).
    public var marginsFromSafeArea: Bool
    /// Pixels per point; text sizes are rounded up to whole pixels.
    public var scale: Double
    /// `widthClass` and `heightClass`, for size-class variations.
    public var sizeClasses: [String: String]
    /// The sizes of the images the document lists in `<resources>`, read once for every pass.
    var images: [String: Size] = [:]
    /// What text is measured with.
    public var text: TextMeasure = .standard
    /// The heights of the bars the canvas simulates over a controller's view: a navigation bar
    /// on top, a tab bar or toolbar below (left and right are 0).
    public var simulatedBars = EdgeInsets.zero
    /// The card the canvas draws the root on when its controller is presented as a sheet.
    public var sheet: SheetCard?
    /// Whether the canvas draws a status bar where the safe area starts below the screen's top:
    /// not over a xib's own view, which has only the sensor housing above it.
    public var drawsStatusBar = true
    /// Whether the layout is solved as the app runs rather than as the canvas draws it: a text's
    /// required priorities are required, placeholder constraints are gone (Xcode removes them at
    /// build time), and the root is held as its host holds it (`rootHost`).
    public var atRunTime = false
    /// What gives the root its size at run time.
    public var rootHost = RootHost.fixed

    /// The environment of a root view: on `device` when given, else on the document's own device.
    static func of(_ root: View, device requested: LayoutDevice?, text: TextMeasure = .standard) -> LayoutEnvironment {
        let document = root.object.document
        let header = document.header
        let stored = root.frame ?? ImpliedCellFrame.of(root.object) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let (orientation, documentDevice) = documentScreen(of: root)
        let device = requested ?? documentDevice
        let controller = root.object.key == "view" ? root.object.parent.flatMap { $0.role == .controller ? $0 : nil } : nil

        // A controller's view fills the screen; on another device it fills that device's screen.
        var frame = Rect(x: 0, y: 0, width: stored.width, height: stored.height)
        // Only what spans the screen follows it: a freeform controller (a child in a container, a
        // form sheet, a popover) keeps the size its host gives it.
        if let device, let documentDevice, device != documentDevice, controller != nil {
            let old = documentDevice.screen(orientation), new = device.screen(orientation)
            if abs(stored.width - old.width) < 1 { frame.width = max(0, stored.width + new.width - old.width) }
            if abs(stored.y + stored.height - old.height) < 1 { frame.height = max(0, stored.height + new.height - old.height) }
        }
        frame.x = controller == nil ? 0 : stored.x
        frame.y = controller == nil ? 0 : stored.y

        // A xib's view carries its simulated bars itself; one that File's Owner takes as its `view`
        // is a controller's view on the canvas too.
        let bars = SimulatedBars(controller ?? root.object)
        // A sheet's view is its card, on any device (its stored frame is the card on its own).
        if let device, controller != nil, bars.sheet, abs(stored.width - (documentDevice ?? device).screen(orientation).width) < 1 {
            if let card = SheetCard(device: device, orientation: orientation, toolsBuild: header.toolsBuild, navigationBar: bars.top > 0) {
                frame = Rect(x: 0, y: 0, width: card.size.width, height: card.size.height)
            } else if let documentDevice, let card = SheetCard(device: documentDevice, orientation: orientation, toolsBuild: header.toolsBuild, navigationBar: bars.top > 0),
                      abs(stored.height - card.size.height) < 1 {
                // Where the canvas draws no card (an iPad) the sheet's view fills the screen.
                frame.height = device.screen(orientation).height
            }
        }
        let ownersView = controller == nil && isOwnersView(root.object)
        let atXibsTop = controller == nil && !document.isStoryboard
        // Any top-level view of a xib, File's Owner's or not.
        let xibView = atXibsTop && root.object.elementName == "view"
        // A collection view's cell or reusable view at a xib's top level is drawn as such a view,
        // under the sensor housing: AdGuard's statistics cell and DNS header (Xcode 12.4) and
        // sang200515's seat cell (Xcode 13), each on an iPhone 11, store their content 44 points
        // (plus its constant) below the top of a safe area it is pinned to. A table view cell is
        // drawn as a row, with no housing (nextcloud's Talk, Xcode 26).
        let drawnAsXibView = atXibsTop && ["view", "collectionViewCell", "collectionReusableView"].contains(root.object.elementName)
        let canvas = device.map { CanvasSafeArea(frame: frame, device: $0, orientation: orientation, bars: bars,
                                                 controller: controller != nil, ownersView: ownersView,
                                                 xibView: drawnAsXibView, header: header) } ?? CanvasSafeArea()
        let usesSafeAreas = root.layoutGuides.contains { $0.key == "safeArea" } || header.useSafeAreas == true
        // A xib's own view as wide as the screen, or wider, has a controller's margins too: 20
        // points at the sides of one wider than 400, none above or below the safe area
        // (on the 414-point 6.1-inch iPhone, Simplenote's section header holds its label 20 points
        // in, SwiftMessages' 600-point status line 20 points from each side).
        let spansScreen = xibView && (documentDevice ?? device).map { stored.width >= $0.screen(orientation).width - 0.5 } == true
        let controlled = controller != nil || ownersView || spansScreen
        let margin = controlled ? (device?.systemMargin(orientation, viewWidth: frame.width, toolsBuild: header.toolsBuild) ?? 20) : 8
        // tvOS keeps a controller's content out of the screen's overscan: 60 points above and below
        // unless the margins start at the safe area, which holds them already.
        let overscan = device?.idiom == .tv && !(controlled && usesSafeAreas) ? 60.0 : 0
        let rootMargins = controlled ? EdgeInsets(top: overscan, left: margin, bottom: overscan, right: margin) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var environment = LayoutEnvironment(
            device: device, orientation: orientation, rootFrame: frame, safeArea: canvas.insets, guideLengths: canvas.guides,
            rootMargins: rootMargins, marginsFromSafeArea: controlled && usesSafeAreas, scale: device?.scale ?? 2,
            sizeClasses: device?.sizeClasses(orientation) ?? (frame.width >= 768 ? ["widthClass": "regular", "heightClass": "regular"] : ["widthClass": "compact", "heightClass": "regular"]),
            images: imageSizes(document), text: text)
        environment.simulatedBars = EdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
        environment.sheet = canvas.card
        environment.drawsStatusBar = !canvas.housingOnly
        environment.rootHost = RootHost.of(root.object)
        return environment
    }

    /// Whether the root is a controller's view as wide as its document's screen, which another
    /// device's screen resizes (a freeform controller keeps the size its host gives it).
    public static func followsScreen(_ root: View) -> Bool {
        guard root.object.key == "view", root.object.parent?.role == .controller, let stored = root.frame else { return false }
        let (orientation, device) = documentScreen(of: root)
        guard let device else { return false }
        return abs(stored.width - device.screen(orientation).width) < 1
    }

    /// The orientation and the device (as the saving Xcode simulated it) the root was designed on:
    /// the document's, or the one whose screen its frame fills.
    static func documentScreen(of root: View) -> (orientation: LayoutDevice.Orientation, device: LayoutDevice?) {
        let document = root.object.document
        let header = document.header
        let stored = root.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let orientation = LayoutDevice.Orientation(rawValue: header.device?.orientation ?? "") ?? (stored.width > stored.height ? .landscape : .portrait)
        let device = (header.device?.id.flatMap(LayoutDevice.named) ?? inferredDevice(for: stored, platform: document.platform))?
            .simulated(byTools: header.toolsBuild)
        return (orientation, device)
    }

    /// Whether a xib's top-level view is File's Owner's `view` outlet.
    public static func isOwnersView(_ object: IBObject) -> Bool {
        guard let id = object.id, !object.document.isStoryboard else { return false }
        return object.document.topLevelObjects.contains { owner in
            owner.placeholder == .filesOwner && owner.connections.contains { $0.kind == .outlet && $0.property == "view" && $0.destinationID == id }
        }
    }

    /// The sizes of the images the document lists in `<resources>`. An iOS or tvOS document lists
    /// a system symbol at its shape's proportions, scaled to 64 or 128 points (GoMap's trash
    /// symbol 117 × 128, drawn 24 × 20 in its button; IBLinter's bag 64 × 64, drawn 18 × 22), not
    /// at the size it is drawn, so those are left out; a macOS document lists the drawn size.
    public static func imageSizes(_ document: Document) -> [String: Size] {
        let tree = document.tree
        guard let root = tree.rootElement, let resources = tree.firstChildElement(of: root, named: "resources") else { return [:] }
        let listsSymbolsAtTheirSize = document.platform == .macOS
        var sizes: [String: Size] = [:]
        for image in tree.childElements(of: resources) where tree.isElement(image, named: "image") {
            if !listsSymbolsAtTheirSize, tree.attribute("catalog", of: image) == "system" { continue }
            guard let name = tree.attribute("name", of: image),
                  let width = tree.number("width", of: image),
                  let height = tree.number("height", of: image) else { continue }
            sizes[name] = Size(width: width, height: height)
        }
        return sizes
    }

    /// The device whose screen the root view fills, for documents that name none.
    static func inferredDevice(for frame: Rect, platform: Platform?) -> LayoutDevice? {
        guard platform == .iOS || platform == .tvOS else { return nil }
        return (LayoutDevice.all + [.anySizeCanvas]).first { device in
            // A controller's view below opaque bars starts lower and still reaches the bottom.
            LayoutDevice.Orientation.allCases.contains { device.screen($0).width == frame.width && [frame.height, frame.y + frame.height].contains(device.screen($0).height) }
        }
    }
}
