import IBDocument
import IBFoundation
import IBXML

/// xiblint's `accessibility_labels_for_image_buttons` and `accessibility_labels_for_images`.
public struct AccessibilityLabelMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "accessibility-label-missing",
        summary: "A button showing only an image, or an image view exposed to accessibility, has no accessibility label.",
        rationale: """
        VoiceOver reads the image's asset name ("btn_close_24") when an element has no label (xiblint's \
        accessibility_labels_for_image_buttons and accessibility_labels_for_images). Give it a label in \
        the Identity inspector, or turn Accessibility off for a decorative image. A label set as a runtime \
        attribute (`accessibilityLabel`, or xiblint's `accessibilityFormat`) counts.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    ↓<button contentMode="scaleToFill" id="close">
                        <state key="normal" image="xmark"/>
                    </button>
                    ↓<imageView contentMode="scaleAspectFit" image="logo" id="logo">
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                </subviews>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <button contentMode="scaleToFill" id="close">
                        <accessibility key="accessibilityConfiguration" label="Close"/>
                        <state key="normal" image="xmark"/>
                    </button>
                    <button contentMode="scaleToFill" id="share">
                        <state key="normal" title="Share" image="share"/>
                    </button>
                    <imageView contentMode="scaleAspectFit" image="divider" id="divider"/>
                </subviews>
            </view>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks image buttons and accessible image views.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let tree = document.tree
        return ConventionScope.views(of: document).compactMap { view in
            guard !hasLabel(view, tree: tree) else { return nil }
            switch view.elementName {
            case "button":
                let normal = tree.childElements(of: view.node).first { tree.isElement($0, named: "state") && tree.attribute("key", of: $0) == "normal" }
                guard let normal, tree.attribute("title", of: normal) == nil, isElement(view, tree: tree) != false,
                      let image = tree.attribute("image", of: normal) ?? tree.attribute("backgroundImage", of: normal) else { return nil }
                return finding("button with image '\(image)' and no title has no accessibility label; VoiceOver reads the image's name", at: view.location)
            case "imageView":
                guard isElement(view, tree: tree) == true else { return nil }
                return finding("image view \(view.id ?? "") is an accessibility element with no label", at: view.location)
            default:
                return nil
            }
        }
    }

    /// The accessibility configuration's "enabled" setting, written as an attribute or a `<bool>`.
    func isElement(_ view: IBObject, tree: XMLTree) -> Bool? {
        guard let accessibility = configuration(of: view, tree: tree) else { return nil }
        if let flag = tree.attribute("isElement", of: accessibility) { return flag == "YES" }
        return tree.firstChildElement(of: accessibility, named: "bool", where: "key", is: "isElement")
            .flatMap { tree.attribute("value", of: $0) }.map { $0 == "YES" }
    }

    func hasLabel(_ view: IBObject, tree: XMLTree) -> Bool {
        if let accessibility = configuration(of: view, tree: tree),
           !(tree.attribute("label", of: accessibility) ?? "").isEmpty { return true }
        return view.runtimeAttributes.contains { ["accessibilityLabel", "accessibilityFormat"].contains($0.keyPath) }
    }

    func configuration(of view: IBObject, tree: XMLTree) -> XMLNodeID? {
        tree.firstChildElement(of: view.node, named: "accessibility", where: "key", is: "accessibilityConfiguration")
    }
}
