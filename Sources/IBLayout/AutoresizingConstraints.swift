import Cassowary
import IBDocument

/// The constraints UIKit makes from an autoresizing mask: the view keeps its stored frame in its
/// superview's stored size, and the flexible parts of each axis (a margin, the size) share any
/// change of the superview's size in proportion to their stored lengths.
enum AutoresizingConstraints {
    static func make(_ item: LayoutItem, in superview: LayoutItem, mask: AutoresizingMask, flippedY: Bool) -> [Cassowary.Constraint] {
        guard let frame = item.stored, let container = superview.stored else { return [] }
        let name = "autoresizing \(item.object?.id ?? "view")"
        // y-up AppKit calls the bottom margin minY.
        let top: AutoresizingMask = flippedY ? .flexibleMaxY : .flexibleMinY
        let bottom: AutoresizingMask = flippedY ? .flexibleMinY : .flexibleMaxY
        let horizontal = axis(origin: frame.x - container.x, length: frame.width, container: container.width,
                              flexible: (mask.contains(.flexibleMinX), mask.contains(.widthSizable), mask.contains(.flexibleMaxX)))
        let vertical = axis(origin: frame.y - container.y, length: frame.height, container: container.height,
                            flexible: (mask.contains(top), mask.contains(.heightSizable), mask.contains(bottom)))
        // origin = stored origin + share × (superview size − stored superview size); the same for the length.
        let x = Expression([(item.x, 1), (superview.x, -1), (superview.width, -horizontal.originShare)],
                           constant: horizontal.originShare * container.width - (frame.x - container.x))
        let width = Expression([(item.width, 1), (superview.width, -horizontal.lengthShare)],
                               constant: horizontal.lengthShare * container.width - frame.width)
        let y = Expression([(item.y, 1), (superview.y, -1), (superview.height, -vertical.originShare)],
                           constant: vertical.originShare * container.height - (frame.y - container.y))
        let height = Expression([(item.height, 1), (superview.height, -vertical.lengthShare)],
                                constant: vertical.lengthShare * container.height - frame.height)
        return [x, width, y, height].map { Cassowary.Constraint($0, .equal, name: name) }
    }

    /// How much of a change of the superview's length goes to the origin and to the length.
    static func axis(origin: Double, length: Double, container: Double, flexible: (before: Bool, length: Bool, after: Bool)) -> (originShare: Double, lengthShare: Double) {
        let after = container - origin - length
        let parts = [(flexible.before, origin), (flexible.length, length), (flexible.after, after)].filter(\.0)
        guard !parts.isEmpty else { return (0, 0) }
        let total = parts.reduce(0) { $0 + max($1.1, 0) }
        func share(_ isFlexible: Bool, _ value: Double) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? max(value, 0) / total : 1 / Double(parts.count)
        }
        return (share(flexible.before, origin), share(flexible.length, length))
    }
}
