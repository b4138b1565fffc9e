import IBDocument

/// Which way a view lays out leading and trailing: left to right, or mirrored as UIKit and AppKit
/// mirror a view in a right-to-left language (Arabic, Hebrew) or one forced right to left.
///
/// UIKit reads `semanticContentAttribute` (`forceRightToLeft`; `forceLeftToRight`, `playback` and
/// `spatial` never mirror), AppKit `userInterfaceLayoutDirection`. In ibkit's model a view that
/// says nothing takes its superview's direction: a right-to-left language mirrors every view, and
/// marking the roots (`LocalizedDocument`) is enough to say so.
public enum LayoutDirection {
    /// Whether the view (or the nearest ancestor that says) lays out right to left.
    public static func isRightToLeft(_ object: IBObject?) -> Bool {
        var current = object
        while let view = current {
            if let forced = declared(view) { return forced }
            current = view.parent
        }
        return false
    }

    /// Whether the object forces right to left (true) or another direction (false); nil when it
    /// says nothing.
    static func declared(_ object: IBObject) -> Bool? {
        guard let attribute = object.attribute("semanticContentAttribute") ?? object.attribute("userInterfaceLayoutDirection") else { return nil }
        return attribute == "forceRightToLeft" || attribute == "rightToLeft"
    }

    /// A horizontal position attribute as seen from the right edge: leading and trailing become
    /// the right and left edges, and every x position is negated so that a constant that moved a
    /// view towards the trailing side still does (`A.leading = B.trailing + 8` puts A 8 points to
    /// the left of B). Sizes and vertical attributes are unchanged. Nil when nothing mirrors.
    static func mirrored(_ attribute: LayoutAttribute) -> (attribute: LayoutAttribute, sign: Double)? {
        switch attribute {
        case .leading: (.right, -1)
        case .trailing: (.left, -1)
        case .leadingMargin: (.rightMargin, -1)
        case .trailingMargin: (.leftMargin, -1)
        case .centerX, .centerXWithinMargins: (attribute, -1)
        default: nil
        }
    }

    /// Whether a constraint relates leading or trailing edges, and so mirrors.
    static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
    }
}
