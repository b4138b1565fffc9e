import IBDocument

/// A view of the simulation: its place in the hierarchy and what hit testing reads.
public final class SimView: SimObject {
    /// Subviews, back to front.
    public internal(set) var subviews: [SimView] = []
    /// The superview.
    public internal(set) weak var superview: SimView?
    /// The frame in the superview's coordinates, as stored in the document until something moves it.
    public internal(set) var frame: Rect
    /// Whether the view is hidden.
    public internal(set) var isHidden: Bool
    /// The view's alpha.
    public internal(set) var alpha: Double
    /// Whether the view takes touches.
    public internal(set) var isUserInteractionEnabled: Bool
    /// The controller whose root view this is; the next responder after the view.
    public internal(set) weak var viewController: SimViewController?

    init(className: String, element: IBObject?, address: UInt64, frame: Rect? = nil) {
        let view = element?.asView
        self.frame = frame ?? view?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        isHidden = view?.isHidden ?? false
        alpha = view?.alpha ?? 1
        isUserInteractionEnabled = view?.isUserInteractionEnabled ?? true
        super.init(className: className, element: element, address: address)
    }

    /// The bounds: the frame's size at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// Adds a subview on top, taking it from its former superview.
    func addSubview(_ view: SimView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or inside it.
    public func contains(_ view: SimView) -> Bool {
        var current: SimView? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// The frame's origin in the coordinates of the topmost superview.
    public var originInRoot: Point {
        var x = frame.x, y = frame.y
        var current = superview
        while let view = current, view.superview != nil {
            x += view.frame.x
            y += view.frame.y
            current = view.superview
        }
        return Point(x: x, y: y)
    }

    /// UIKit's `hitTest(_:with:)`: the deepest view that takes a touch at `point` (in this view's
    /// bounds), asking subviews front to back; nil when this view is hidden, nearly transparent,
    /// not interactive, or the point is outside it.
    public func hitTest(_ point: Point) -> SimView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, pointInside(point) else { return nil }
        for subview in subviews.reversed() {
            let converted = Point(x: point.x - subview.frame.x, y: point.y - subview.frame.y)
            if let hit = subview.hitTest(converted) { return hit }
        }
        return self
    }

    /// `point(inside:with:)`: within the bounds (a subview sticking out never counts).
    public func pointInside(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < frame.width && point.y < frame.height
    }

    /// Why hit testing skips this view and everything in it, if it does (`is hidden`).
    public var hitTestExclusion: String? {
        if isHidden { return "is hidden" }
        if !isUserInteractionEnabled { return "has userInteractionEnabled off" }
        if alpha < 0.01 { return "has alpha \(alpha), below 0.01" }
        return nil
    }
}
