import IBDocument
import IBLayout
import IBXML

/// One root view solved in one configuration, in the terms the comparison needs.
struct Solution {
    /// The solved layout.
    let layout: RootLayout
    /// Each view's solved frame (in its superview), by node.
    let frames: [XMLNodeID: ViewLayout]
    /// Each text view's fit at its solved frame.
    let fits: [XMLNodeID: TextFit]
    /// The views of each superview, in document order, shown ones only.
    let siblings: [XMLNodeID: [XMLNodeID]]
    /// The views whose frame the constraints leave free: where they land is the tie-breakers'
    /// choice, not the app's, so they are not judged.
    let ambiguous: Set<XMLNodeID>

    init(_ layout: RootLayout) {
        self.layout = layout
        var frames: [XMLNodeID: ViewLayout] = [:]
        var fits: [XMLNodeID: TextFit] = [:]
        var siblings: [XMLNodeID: [XMLNodeID]] = [:]
        // A view in a hidden or transparent container is not seen either (parents come before their subviews).
        var hidden: Set<XMLNodeID> = []
        for view in layout.views {
            let node = view.object.node
            if view.isHidden || (view.object.asView?.alpha ?? 1) <= 0.01 || view.object.layoutSuperview.map({ hidden.contains($0.node) }) == true {
                hidden.insert(node)
                continue
            }
            frames[node] = view
            if let fit = TextFit.of(view.object, frame: view.frame, in: layout) { fits[node] = fit }
            if let parent = view.object.layoutSuperview?.node, view.frame.width > 0, view.frame.height > 0 { siblings[parent, default: []].append(node) }
        }
        self.frames = frames
        self.fits = fits
        self.siblings = siblings
        ambiguous = Set(layout.ambiguities.map(\.object.node))
    }

    /// Whether a view is judged at all: placed by something the app has (not left free by its
    /// constraints), and not a label a system cell style lays out itself at run time.
    func isJudged(_ node: XMLNodeID) -> Bool {
        guard let view = frames[node], !ambiguous.contains(node) else { return false }
        return !PlaceholderText.isLaidOutByCellStyle(view.object)
    }

    /// How a view's text was measured, when that was an estimate (a font no data measures, or
    /// characters outside the data), with the share of the text the estimate covers: what a
    /// finding on it must say, and how far its figures can be off.
    func estimate(_ node: XMLNodeID) -> (words: String, share: Double)? {
        guard let view = frames[node]?.object.asView, let measurement = TextMeasurement.of(view, environment: layout.environment) else { return nil }
        if case .estimate(let font) = measurement.source { return ("ibkit has no metrics for the font \(font): measured with the system font's", 1) }
        guard measurement.estimatedCharacters > 0 else { return nil }
        // Name the characters no data measures (at most three), so that a reader sees which.
        let named = measurement.unmeasured
        let shown = named.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (named.count > 3 ? " and \(named.count - 3) more" : "")
        return ("ibkit has no metrics for \(shown): measured with an estimate",
                min(1, Double(measurement.estimatedCharacters) / Double(max(1, measurement.length))))
    }

    /// The fit of a view's text in the frame the document stores, grown by `slack` of its size
    /// (and at least 4 points) each way.
    func storedFit(_ node: XMLNodeID, slack: Double = 0) -> TextFit? {
        guard let view = frames[node], var frame = view.stored else { return nil }
        if slack > 0 {
            frame.width += max(4, frame.width * slack)
            frame.height += max(4, frame.height * slack)
        }
        return TextFit.of(view.object, frame: frame, in: layout)
    }

    /// How far two siblings' frames overlap, when they do by more than 3 points each way (less is
    /// what alignment insets and rounding move a frame by).
    /// Measured on alignment rectangles: a push button's bezel shadow or a label's AppKit padding
    /// may reach into a neighbour without anything a person sees overlapping.
    func overlap(_ a: XMLNodeID, _ b: XMLNodeID) -> (width: Double, height: Double)? {
        guard let first = frames[a]?.alignmentRectInRoot, let second = frames[b]?.alignmentRectInRoot else { return nil }
        return Self.overlap(first, second)
    }

    static func overlap(_ first: Rect, _ second: Rect) -> (width: Double, height: Double)? {
        let width = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
        let height = min(first.y + first.height, second.y + second.height) - max(first.y, second.y)
        return width > 3 && height > 3 ? (width, height) : nil
    }
}
