import IBDocument
import IBFoundation
import IBXML

/// xiblint's `strict_fonts`: only the fonts of the team's type scale.
public struct FontNotAllowed: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "font-not-allowed",
        summary: "A font is not in `allowed_fonts`.",
        rationale: """
        A design system names its fonts; one picked in the inspector outside them drifts from the type \
        scale (xiblint's strict_fonts, strict_font_names and strict_font_sizes in one). `allowed_fonts` \
        lists a font's PostScript name (Avenir-Heavy), `system`, `boldSystem`, `italicSystem` or a text \
        style (UICTFontTextStyleBody), each optionally with a size after `@` (Avenir-Heavy@17); a name \
        without a size allows every size. With the rule on and no list, every font is reported.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            RuleExample.xib(true, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <label text="Title" id="l1">
                        ↓<fontDescription key="fontDescription" name="Papyrus" family="Papyrus" pointSize="17"/>
                    </label>
                    <label text="Body" id="l2">
                        ↓<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="13"/>
                    </label>
                </subviews>
            </view>
            """).configured("opt_in_rules: [font-not-allowed]\nallowed_fonts: [Avenir-Heavy@17, UICTFontTextStyleBody]"),
            RuleExample.xib(false, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <label text="Title" id="l1">
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                    </label>
                    <label text="Body" id="l2">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label text="Note" id="l3">
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                </subviews>
            </view>
            """).configured("opt_in_rules: [font-not-allowed]\nallowed_fonts: [Avenir-Heavy@17, UICTFontTextStyleBody, system]"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every font description and AppKit font.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let allowed = context.options.allowedFonts
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        return tree.descendants(of: root).compactMap { node -> Diagnostic? in
            guard tree.isElement(node, named: "fontDescription") || tree.isElement(node, named: "font") else { return nil }
            let font = Font(tree, node)
            let name = font.name ?? font.textStyle ?? font.metaFont ?? font.kind
            let size = font.pointSize.map { $0 == $0.rounded() && abs($0) < 1e9 ? String(Int($0)) : String($0) }
            let named = allowed.contains(name) || size.map { allowed.contains("\(name)@\($0)") } == true
            guard !named else { return nil }
            return finding("font \(name)\(size.map { " \($0) pt" } ?? "") is not in allowed_fonts", at: tree.location(of: node))
        }
    }
}
