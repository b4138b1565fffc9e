import IBDocument
import IBXML

/// How layout output writes numbers and rectangles: points to two decimals, whole numbers bare,
/// so that `(172, 410.67, 51, 31)` reads like Xcode's size inspector.
public enum LayoutFormat {
    /// `(x, y, width, height)`.
    public static func rect(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// The components of a difference larger than `tolerance`, signed (`x +20`), under `names`
    /// (x, y, width, height in that order).
    public static func changes(_ delta: Rect, over tolerance: Double, names: [String] = ["x", "y", "width", "height"]) -> [String] {
        zip(names, [delta.x, delta.y, delta.width, delta.height]).filter { abs($0.1) > tolerance }
            .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(number($0.1))" }
    }

    /// A number of points, rounded to two decimals.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        guard abs(rounded) < 1e15 else { return String(value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension EdgeInsets {
    /// Insets read from an element's attributes (`top`/`left`/`bottom`/`right`, or the names given:
    /// `leading`/`trailing`, or a button's `minY`/`minX`/`maxY`/`maxX`); a missing one is 0.
    init(_ tree: XMLTree, _ node: XMLNodeID, names: (top: String, left: String, bottom: String, right: String) = ("top", "left", "bottom", "right")) {
        func number(_ name: String) -> Double { tree.number(name, of: node) ?? 0 }
        self.init(top: number(names.top), left: number(names.left), bottom: number(names.bottom), right: number(names.right))
    }
}
