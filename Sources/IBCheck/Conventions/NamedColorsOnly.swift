import IBDocument
import IBFoundation
import IBXML

/// xiblint's `named_colors`: colours come from the asset catalog or the system, not components.
public struct NamedColorsOnly: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "named-colors-only",
        summary: "A colour is written as components (red, green, blue or white) instead of a named or system colour.",
        rationale: """
        A colour typed into the inspector does not follow dark mode, high contrast or a redesign: a named \
        colour from the asset catalog (or a system colour) does (xiblint's named_colors). Colours the \
        document records in `<resources>` to define its named colours, and colours inside localisation \
        comments, are not uses. Unlike xiblint, system colours (systemBackgroundColor, labelColor) are \
        allowed: they adapt too.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                ↓<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <label text="Hi" id="l1">
                        ↓<color key="textColor" white="0.2" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                </subviews>
            </view>
            """),
            RuleExample(triggers: false, files: [("View.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <color key="backgroundColor" name="Brand"/>
                        <subviews>
                            <label text="Hi" id="l1">
                                <color key="textColor" systemColor="labelColor"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
                <resources>
                    <namedColor name="Brand">
                        <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """)]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every `<color>` outside the resources.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        let resources = tree.firstChildElement(of: root, named: "resources")
        return tree.childElements(of: root).filter { $0 != resources }.flatMap { section in
            tree.descendants(of: section).compactMap { node -> Diagnostic? in
                guard tree.isElement(node, named: "color"), !insideComment(node, tree: tree) else { return nil }
                switch Color(tree, node) {
                case .rgb, .white, .cmyk:
                    return finding("\(tree.attribute("key", of: node) ?? "colour") is written as components; use a named colour from the asset catalog", at: tree.location(of: node))
                default:
                    return nil
                }
            }
        }
    }

    /// Whether a colour sits in a localisation comment (`<attributedString key="userComments">`).
    func insideComment(_ node: XMLNodeID, tree: XMLTree) -> Bool {
        var current = tree.parent(of: node)
        while let ancestor = current {
            if tree.isElement(ancestor, named: "attributedString"), tree.attribute("key", of: ancestor) == "userComments" { return true }
            current = tree.parent(of: ancestor)
        }
        return false
    }
}
