import IBDocument
import IBFoundation
import IBXML

/// System colours the platform deprecated, or does not have.
public struct SystemColorDeprecated: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "system-color-deprecated",
        summary: "A system colour is deprecated (groupTableViewBackgroundColor, controlHighlightColor…) or belongs to the other platform.",
        rationale: """
        Deprecated system colours stop following the system's appearance: groupTableViewBackgroundColor \
        (iOS 13) ignores dark mode where systemGroupedBackgroundColor follows it, and AppKit's control \
        shading colours (deprecated in macOS 11) no longer match any control. A UIKit colour in a Mac \
        document, or an AppKit catalog colour in an iOS document, has no value on that platform. Each \
        finding names the replacement where there is one. The headerColor Interface Builder writes into \
        every table header cell it creates is not reported.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                ↓<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                <subviews>
                    <label text="Hi" id="l1">
                        ↓<color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    </label>
                </subviews>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                <subviews>
                    <label text="Hi" id="l1">
                        <color key="textColor" systemColor="labelColor"/>
                    </label>
                </subviews>
            </view>
            """),
        ]
    )

    /// Deprecated UIKit colours and their replacements ("" where there is none).
    static let deprecatedUIKit: [String: String] = [
        "groupTableViewBackgroundColor": "systemGroupedBackgroundColor", "viewFlipsideBackgroundColor": "",
        "scrollViewTexturedBackgroundColor": "", "underPageBackgroundColor": "",
    ]
    /// Deprecated AppKit colours (macOS 11) and their replacements.
    static let deprecatedAppKit: [String: String] = [
        "alternateSelectedControlColor": "selectedContentBackgroundColor", "controlHighlightColor": "",
        "controlLightHighlightColor": "", "controlShadowColor": "", "controlDarkShadowColor": "", "headerColor": "",
        "knobColor": "", "selectedMenuItemColor": "selectedContentBackgroundColor",
    ]
    /// UIKit colours AppKit does not have.
    static let onlyUIKit: Set<String> = [
        "systemBackgroundColor", "secondarySystemBackgroundColor", "tertiarySystemBackgroundColor",
        "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor", "tertiarySystemGroupedBackgroundColor",
        "groupTableViewBackgroundColor", "lightTextColor", "darkTextColor",
    ]
    /// AppKit catalog colours UIKit does not have.
    static let onlyAppKit: Set<String> = [
        "windowBackgroundColor", "controlColor", "controlBackgroundColor", "controlTextColor", "textBackgroundColor",
        "selectedControlColor", "gridColor", "headerTextColor", "alternatingContentBackgroundColor", "windowFrameTextColor",
    ]

    /// Creates the rule.
    public init() {}

    /// Checks every system colour the document uses.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        let mac = document.platform == .macOS
        return tree.descendants(of: root).compactMap { node -> Diagnostic? in
            guard tree.isElement(node, named: "color") else { return nil }
            // Interface Builder writes headerColor into every table header cell it creates: not a choice to report.
            if let parent = tree.parent(of: node), tree.isElement(parent, named: "tableHeaderCell") { return nil }
            let name: String
            switch Color(tree, node) {
            case .system(let system): name = system
            case .cocoaTouchSystem(let system): name = system
            case .named(let named, let catalog?) where catalog == "System": name = named
            default: return nil
            }
            if let replacement = (mac ? Self.deprecatedAppKit : Self.deprecatedUIKit)[name] {
                return finding("\(name) is deprecated" + (replacement.isEmpty ? "; use a named colour" : "; use \(replacement)"), at: tree.location(of: node))
            }
            if mac ? Self.onlyUIKit.contains(name) : Self.onlyAppKit.contains(name) {
                return finding("\(name) is \(mac ? "a UIKit" : "an AppKit") colour, which \(mac ? "AppKit" : "UIKit") does not have", at: tree.location(of: node))
            }
            return nil
        }
    }
}
