import IBFoundation
import IBXML

/// Numbers in a document that no arithmetic should take: not a number, infinite, or beyond
/// anything Interface Builder writes.
///
/// Interface Builder stores geometry and other numbers as decimals of at most `Float`'s range
/// (its "unbounded" sizes are written as `3.4028234663852886e+38`). A value outside that range
/// only arrives by hand or by damage; the readers of ``XMLTree/number(_:of:)`` ignore it, and
/// this check says so at the value's position, once.
public enum NumberCheck {
    /// The rule id of the findings.
    public static let ruleID = "number-invalid"

    /// The largest magnitude Interface Builder writes.
    public static let limit = XMLTree.largestDocumentNumber

    /// Attributes read as numbers by the element that holds them.
    static let numericByElement: [String: Set<String>] = [
        "rect": ["x", "y", "width", "height"],
        "size": ["width", "height"],
        "point": ["x", "y"],
        "constraint": ["constant", "priority", "multiplier"],
        "fontDescription": ["pointSize"],
        "font": ["size", "pointSize"],
        "color": ["red", "green", "blue", "alpha", "white", "cyan", "magenta", "yellow", "black", "hue", "saturation", "brightness"],
        "inset": ["top", "left", "bottom", "right", "minX", "minY", "maxX", "maxY"],
        "edgeInsets": ["top", "left", "bottom", "right"],
        "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        "range": ["location", "length"],
    ]

    /// Attributes read as numbers on whichever element carries them.
    static let numericAnywhere: Set<String> = [
        "alpha", "spacing", "preferredMaxLayoutWidth", "numberOfPages", "numberOfLines",
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "minimumFontSize", "minimumScaleFactor", "minimumLineSpacing", "minimumInteritemSpacing",
    ]

    /// Every numeric attribute of the document whose value is not a finite number within ``limit``.
    public static func problems(in document: Document) -> [Diagnostic] {
        let tree = document.tree
        var found: [Diagnostic] = []
        for node in tree.descendants(of: tree.document) where tree.kind(of: node) == .element {
            let element = tree.name(of: node)
            let byElement = numericByElement[element]
            let runtimeNumber = element == "userDefinedRuntimeAttribute" && tree.attribute("type", of: node) == "number"
            let boxedNumber = (element == "real" || element == "integer") && tree.attribute("key", of: node) == "value"
            for attribute in tree.attributes(of: node) {
                let name = tree.name(of: attribute)
                guard byElement?.contains(name) == true || numericAnywhere.contains(name)
                        || ((runtimeNumber || boxedNumber) && name == "value") else { continue }
                let text = tree.value(of: attribute)
                guard !isAcceptable(text, ratio: element == "constraint" && name == "multiplier") else { continue }
                found.append(Diagnostic(
                    ruleID: ruleID, severity: .error,
                    message: "\(name)=\"\(text.prefix(40))\" on <\(element)> is not a finite number within ±3.4e38, the numbers Interface Builder writes",
                    location: tree.location(of: attribute)))
            }
        }
        return found
    }

    /// Whether the text is a number Interface Builder could have written (a constraint's
    /// multiplier may also be a ratio, `16:9` or `4/3`).
    static func isAcceptable(_ text: String, ratio: Bool) -> Bool {
        if ratio, let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            return isAcceptable(String(text[..<separator]), ratio: false) && isAcceptable(String(text[text.index(after: separator)...]), ratio: false)
        }
        guard let value = Double(text) else { return false }
        return isInRange(value)
    }

    /// Whether a number read from a document is finite and within ``limit``.
    public static func isInRange(_ value: Double) -> Bool {
        XMLTree.isDocumentNumber(value)
    }
}
