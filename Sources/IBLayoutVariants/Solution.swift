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

    init(_ layout: RootLayout) {
        self.layout = layout
        var frames: [XMLNodeID: ViewLayout] = [:]
        var fits: [XMLNodeID: TextFit] = [:]
        var siblings: [XMLNodeID: [XMLNodeID]] = [:]
        // A view in a hidden or transparent container is not seen either (parents come before their subviews).
        var hidden: Set<XMLNodeID> = []
        for view in layout.views {
            let node = view.object.node
            if view.isHidden || (view.object.asView?.alpha ?? 1) <= 0.01 || view.object.parent.map({ hidden.contains($0.node) }) == true {
                hidden.insert(node)
                continue
            }
            frames[node] = view
            if let fit = TextFit.of(view.object, frame: view.frame, in: layout) { fits[node] = fit }
            if let parent = view.object.parent?.node, view.frame.width > 0, view.frame.height > 0 { siblings[parent, default: []].append(node) }
        }
        self.frames = frames
        self.fits = fits
        self.siblings = siblings
    }

    /// The fit of a view's text in the frame the document stores.
    func storedFit(_ node: XMLNodeID) -> TextFit? {
        guard let view = frames[node], let stored = view.stored else { return nil }
        return TextFit.of(view.object, frame: stored, in: layout)
    }

    /// How far two siblings' frames overlap, when they do by more than 3 points each way (less is
    /// what alignment insets and rounding move a frame by).
    func overlap(_ a: XMLNodeID, _ b: XMLNodeID) -> (width: Double, height: Double)? {
        guard let first = frames[a]?.frame, let second = frames[b]?.frame else { return nil }
        return Self.overlap(first, second)
    }

    static func overlap(_ first: Rect, _ second: Rect) -> (width: Double, height: Double)? {
        let width = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
        let height = min(first.y + first.height, second.y + second.height) - max(first.y, second.y)
        return width > 3 && height > 3 ? (width, height) : nil
    }
}
