import IBDocument
import IBLayout

extension CanvasChrome {
    /// The most a controller's view is stored below the top of the screen, or above its bottom,
    /// for the canvas to draw bars in the gap (a status bar and a navigation bar take 64 points; a
    /// taller gap is a view placed by hand, not under bars).
    static let barGapLimit = 100.0

    /// The screen around an iOS controller's view that the document stores below the bars (iOS 6's
    /// opaque bars put the view at y 64, or 20 under the status bar alone) or above a tab bar or
    /// toolbar: how far the screen reaches above and below the view, and the bars Xcode's canvas
    /// draws there, in the view's coordinates (negative y above it).
    static func barsAround(of layout: RootLayout, colors: RenderColors, images: ImageLibrary,
                           nested: NestedRoots = .none) -> (above: Double, below: Double, elements: [SVGElement]) {
        let (above, below) = screenGaps(of: layout), frame = layout.environment.rootFrame
        guard above + below > 0 else { return (0, 0, []) }
        if layout.environment.sheet != nil { return (above, 0, sheetBackdrop(width: frame.width, above: above, dark: colors.dark)) }
        let ink = colors.dark ? "rgba(255,255,255,1)" : "rgba(0,0,0,1)"
        let barFill = barFill(dark: colors.dark)
        var elements: [SVGElement] = []
        if above > 0 {
            // The navigation bar's background reaches up behind the status bar.
            let style = SimulatedBarStyle(over: controller(of: layout), colors: colors)
            elements.append(rect(Rect(x: 0, y: -above, width: frame.width, height: above), fill: style.fill))
            // The status bar on top when there is room for it, the navigation bar right above the view.
            let simulated = layout.environment.simulatedBars.top
            let navigation = simulated > 0 && above >= simulated ? simulated : above >= 44 ? 44.0 : 0
            if above - navigation >= 20, !hidesStatusBar(layout.root) {
                elements.append(text("9:41", x: frame.width / 2, y: -above + 14.5, size: 12, fill: style.ink ?? ink, anchor: "middle"))
            }
            if navigation > 0 {
                let bar = Rect(x: 0, y: -navigation, width: frame.width, height: navigation)
                elements.append(SVGElement("line", [("class", "canvas"), ("x1", "0"), ("y1", "0"), ("x2", n(frame.width)), ("y2", "0"),
                                                    ("stroke", "rgba(0,0,0,0.3)"), ("stroke-width", "0.5")]))
                elements += navigationBar(of: layout, in: bar, colors: colors, images: images, nested: nested)
            }
        }
        let bottom = layout.environment.simulatedBars.bottom
        if below > 0 {
            let bar = Rect(x: 0, y: frame.height, width: frame.width, height: below)
            elements.append(rect(bar, fill: barFill))
            elements += bottomBarContent(of: layout, in: bar, colors: colors, images: images)
        } else if frame.y == 0, above > 0, bottom > 0, let device = layout.environment.device {
            // A view stored below opaque top bars reaches the screen's bottom: a translucent tab
            // bar or toolbar lies over it, above the home indicator.
            let bar = Rect(x: 0, y: frame.height - device.homeIndicator - bottom, width: frame.width, height: bottom)
            elements.append(rect(bar, fill: barFill))
            elements += bottomBarContent(of: layout, in: bar, colors: colors, images: images)
        }
        return (above, below, elements)
    }

    /// How far the screen reaches above and below a controller's view stored inside it (0 and 0
    /// for any other root).
    static func screenGaps(of layout: RootLayout) -> (above: Double, below: Double) {
        let environment = layout.environment, frame = environment.rootFrame
        guard layout.root.document.platform == .iOS, layout.root.key == "view", layout.root.parent?.role == .controller,
              frame.y.isFinite, frame.height.isFinite, environment.device?.idiom != .tv else { return (0, 0) }
        // A sheet's card lies below the presenting screen's top.
        if let card = environment.sheet, frame.y == 0 { return (card.gap.isFinite ? min(max(card.gap, 0), barGapLimit) : 0, 0) }
        var above = frame.y > 0 && frame.y <= barGapLimit ? frame.y : 0
        var below = 0.0
        if let device = environment.device {
            let gap = device.screen(environment.orientation).height - frame.y - frame.height
            let bars = environment.simulatedBars, status = device.statusBar(environment.orientation)
            if frame.y == 0, bars.top > 0, abs(gap - status - bars.top) < 0.5 {
                // Under an opaque navigation bar (or with no edges extended) UIKit lays the view out
                // below the status bar and the bar; Xcode stores it at y 0, that much shorter.
                above = gap
            } else if gap >= 44, gap <= barGapLimit {
                below = gap
            }
        }
        return (above, below)
    }

    /// The radius of a sheet card's top corners.
    static let sheetCornerRadius = 10.0

    /// What shows above a sheet's card, `above` points of the presenting screen darkened behind it,
    /// and the card's rounded top corners cut out of its view.
    static func sheetBackdrop(width: Double, above: Double, dark: Bool) -> [SVGElement] {
        let fill = dark ? "rgba(0,0,0,1)" : "rgba(40,40,42,1)", r = sheetCornerRadius
        var elements = [SVGElement("rect", [("class", "canvas sheet-backdrop"), ("x", "0"), ("y", n(-above)), ("width", n(width)), ("height", n(above)),
                                            ("fill", fill), ("pointer-events", "none")])]
        // Each corner: the square the rounded edge leaves outside the card.
        for (x, sweep) in [(0.0, 1.0), (width, -1.0)] {
            let d = "M \(n(x)) 0 L \(n(x + sweep * r)) 0 A \(n(r)) \(n(r)) 0 0 \(sweep > 0 ? 0 : 1) \(n(x)) \(n(r)) Z"
            elements.append(SVGElement("path", [("class", "canvas"), ("d", d), ("fill", fill), ("pointer-events", "none")]))
        }
        return elements
    }
}
