import IBDocument

/// The solved layout of one root view (a controller's view, a xib's top-level view, a cell's
/// content view) and its hierarchy.
public struct RootLayout: Sendable {
    /// The root view.
    public let root: IBObject
    /// What it was laid out in (at run time, the root's frame is the size it was solved at).
    public internal(set) var environment: LayoutEnvironment
    /// Every view below the root, in document order.
    public var views: [ViewLayout]
    /// Views whose frame the constraints leave free, with the free dimensions.
    public var ambiguities: [Ambiguity]
    /// Required constraints that could not hold, each with a minimal set that cannot hold together.
    public var conflicts: [LayoutConflict]
    /// The root's solved size: its frame's, unless its host lets content grow it (`RootHost`).
    public var rootSize = Size(width: 0, height: 0)
    /// Whether `frameInRoot` holds the frames the document stores rather than the solution
    /// (`withStoredFrames()`).
    public internal(set) var framesAreStored = false
}

/// One view's solved frame beside the frame the document stores.
public struct ViewLayout: Sendable {
    /// The view.
    public let object: IBObject
    /// The solved frame in the superview, in the document's convention (y up for AppKit).
    public let frame: Rect
    /// The stored frame.
    public let stored: Rect?
    /// Whether Auto Layout places the view (else its autoresizing mask does).
    public let usesAutoLayout: Bool
    /// Whether the frame depends on text metrics (it changes when text sizes change).
    public internal(set) var dependsOnText: Bool
    /// Whether the view is hidden.
    public let isHidden: Bool
    /// The solved frame in the root view's coordinates, y down on every platform (what a drawing
    /// of the root needs).
    public internal(set) var frameInRoot: Rect

    /// The insets from the frame to the alignment rectangle that constraints act on (a push
    /// button's bezel shadow, a label's AppKit padding), top and bottom as drawn (y down).
    public let alignmentInsets: EdgeInsets

    /// The alignment rectangle in the root's coordinates, y down: what a person sees as the
    /// control, without the shadows and padding its frame adds.
    public var alignmentRectInRoot: Rect {
        let insets = alignmentInsets
        return Rect(x: frameInRoot.x + insets.left, y: frameInRoot.y + insets.top,
                    width: frameInRoot.width - insets.left - insets.right, height: frameInRoot.height - insets.top - insets.bottom)
    }

    /// The solved frame minus the stored one, per component; nil without a stored frame.
    public var delta: Rect? {
        stored.map { Rect(x: frame.x - $0.x, y: frame.y - $0.y, width: frame.width - $0.width, height: frame.height - $0.height) }
    }

    /// Whether the solved frame is within `tolerance` points of the stored frame.
    public func matchesStored(tolerance: Double = 0.5) -> Bool {
        guard let delta else { return true }
        return abs(delta.x) <= tolerance && abs(delta.y) <= tolerance && abs(delta.width) <= tolerance && abs(delta.height) <= tolerance
    }
}

/// A view whose position or size the constraints do not decide.
public struct Ambiguity: Sendable {
    /// The view.
    public let object: IBObject
    /// The undetermined dimensions: `x`, `y`, `width`, `height`.
    public let dimensions: [String]

    /// `horizontal`, `vertical` or both.
    public var axes: [String] {
        var axes: [String] = []
        if dimensions.contains("x") || dimensions.contains("width") { axes.append("horizontal") }
        if dimensions.contains("y") || dimensions.contains("height") { axes.append("vertical") }
        return axes
    }
}

/// A required constraint that cannot hold, and a minimal set of rules that cannot hold together.
public struct LayoutConflict: Sendable {
    /// The constraint UIKit would break (the one added last).
    public let broken: LayoutRule
    /// A minimal unsatisfiable set: without any one of them the rest can hold. Includes `broken`.
    public let set: [LayoutRule]
}
