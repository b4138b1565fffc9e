import IBDocument
import IBFoundation

/// IBLinter's `view_as_device`: every document is saved showing one device.
public struct ViewAsDevice: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "view-as-device",
        summary: "The document is saved viewed as the device `view_as_device` names (retina4_7, IBLinter's default, unless set).",
        rationale: """
        A convention, not a crash (IBLinter's view_as_device): Interface Builder rewrites every frame of a \
        document when someone opens it viewed as another device, so a team that picks one device keeps \
        those rewrites out of its diffs. A document that names no device is reported too.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            RuleExample(triggers: true, files: [("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                ↓<device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes/>
            </document>
            """)], configuration: "opt_in_rules: [view-as-device]\nview_as_device: retina4_7"),
            RuleExample(triggers: false, files: [("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes/>
            </document>
            """)], configuration: "opt_in_rules: [view-as-device]\nview_as_device: retina6_12"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the document's device.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let wanted = context.options.viewAsDevice
        // AppKit documents have no device to view as.
        guard document.platform != .macOS else { return [] }
        let tree = document.tree
        guard let root = tree.rootElement, let device = tree.firstChildElement(of: root, named: "device") else {
            return [finding("the document names no device; view it as \(wanted)", at: ConventionScope.documentLocation(document))]
        }
        let id = tree.attribute("id", of: device) ?? ""
        guard id != wanted else { return [] }
        return [finding("the document is viewed as \(id); view it as \(wanted)", at: tree.location(of: device))]
    }
}
