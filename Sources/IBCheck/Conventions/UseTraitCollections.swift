import IBDocument
import IBFoundation

/// IBLinter's `use_trait_collections`: every document uses trait collections (or, configured, none does).
public struct UseTraitCollections: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "use-trait-collections",
        summary: "The document's \"Use Trait Variations\" setting (useTraitCollections) is on, or off when `use_trait_collections: false`.",
        rationale: """
        A convention, not a crash (IBLinter's use_trait_collections): size-class variations only exist in \
        documents that use trait collections, so a team that designs for several sizes wants it on \
        everywhere, and a team that never does wants it off so that nobody adds a variation by accident.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            RuleExample(triggers: true, files: [("View.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects/>
            </document>
            """)]),
            RuleExample(triggers: false, files: [("View.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <objects/>
            </document>
            """)]),
            RuleExample(triggers: true, files: [("View.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <objects/>
            </document>
            """)], configuration: "opt_in_rules: [use-trait-collections]\nuse_trait_collections: false"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the document's setting.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        // AppKit documents have no trait variations.
        guard document.platform != .macOS else { return [] }
        let uses = document.header.useTraitCollections == true
        guard uses != context.options.useTraitCollections else { return [] }
        let message = uses ? "useTraitCollections must be off (use_trait_collections: false)" : "useTraitCollections must be on: turn on Use Trait Variations in the File inspector"
        return [finding(message, at: ConventionScope.documentLocation(document))]
    }
}
