import IBDocument
import IBFoundation

/// IBLinter's `stackview_backgroundcolor`: a stack view's background colour.
public struct StackViewBackground: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "stack-view-background",
        summary: "A stack view sets a background colour.",
        rationale: """
        UIStackView draws nothing of its own before iOS 14, so a background colour set in Interface \
        Builder shows on some systems and not on others (IBLinter's stackview_backgroundcolor). Put the \
        stack view in a view that has the colour instead.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            ↓<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </stackView>
            """),
            .xib(false, """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            </stackView>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every stack view.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        ConventionScope.views(of: document).filter { $0.elementName == "stackView" }.compactMap { stack in
            guard stack.asView?.colors.contains(where: { $0.key == "backgroundColor" }) == true else { return nil }
            return finding("\(stack.className ?? "UIStackView") \(stack.id ?? "") should not have a background colour", at: stack.location)
        }
    }
}
