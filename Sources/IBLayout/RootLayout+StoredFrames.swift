import IBDocument
import IBXML

extension RootLayout {
    /// The same layout with every view where the document stores it, as Xcode's canvas draws the
    /// document in its own configuration.
    ///
    /// A document's frames are what Xcode last solved (or what the designer left misplaced), so a
    /// drawing of the document as saved shows them, not ibkit's solution. A view the document
    /// gives no frame (Xcode 8 left some out) keeps its solved frame, and what it holds is placed
    /// in it.
    public func withStoredFrames() -> RootLayout {
        let stored = storedFramesInRoot()
        var copy = self
        copy.framesAreStored = true
        copy.views = views.map { view in
            var view = view
            if let frame = stored[view.object.node] { view.frameInRoot = frame }
            return view
        }
        return copy
    }

    /// Each view's stored frame in the root's coordinates, y down, for the views the document gives
    /// a frame: the frame in its superview, placed where the superview is drawn (its own stored
    /// frame, or its solved one when it has none), flipped from AppKit's y up unless the superview
    /// is flipped.
    public func storedFramesInRoot() -> [XMLNodeID: Rect] {
        let size = environment.rootFrame
        var drawn: [XMLNodeID: Rect] = [root.node: Rect(x: 0, y: 0, width: size.width, height: size.height)]
        var stored: [XMLNodeID: Rect] = [:]
        let yUp = root.document.platform == .macOS
        for view in views {
            var superview = view.object.parent
            while let candidate = superview, drawn[candidate.node] == nil { superview = candidate.parent }
            guard let superview, let container = drawn[superview.node], let frame = view.object.asView?.frame,
                  frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                drawn[view.object.node] = view.frameInRoot
                continue
            }
            let flipped = AppKitFlipping.isFlipped(superview)
            // A table's rows start below the header its clip view reaches under.
            let y = (yUp && !flipped ? container.height - frame.y - frame.height : frame.y) + (superview.asView.map(LayoutSystem.headerReach) ?? 0)
            let rect = Rect(x: container.x + frame.x, y: container.y + y, width: frame.width, height: frame.height)
            drawn[view.object.node] = rect
            stored[view.object.node] = rect
        }
        return stored
    }

    /// The views whose solved frame is more than `tolerance` points from the frame the document
    /// stores (ambiguous ones left out): what Xcode marks as misplaced when its solution agrees
    /// with ibkit's.
    public func misplacedViews(tolerance: Double = 0.5) -> [ViewLayout] {
        let ambiguous = Set(ambiguities.map(\.object.node))
        return views.filter { !ambiguous.contains($0.object.node) && !$0.matchesStored(tolerance: tolerance) }
    }
}
