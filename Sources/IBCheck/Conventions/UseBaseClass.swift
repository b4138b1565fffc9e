import IBDocument
import IBFoundation

/// IBLinter's `use_base_class`: views of an element class use one of the team's subclasses.
public struct UseBaseClass: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "use-base-class",
        summary: "A view of an element class named in `use_base_class` has one of the custom classes listed for it.",
        rationale: """
        A convention (IBLinter's use_base_class): a team that styles every label through `PrimaryLabel` and \
        `SecondaryLabel` wants no plain UILabel to slip in. `use_base_class` maps a UIKit or AppKit class \
        (as Interface Builder's element is: UILabel, UIButton, NSTextField) to the custom classes allowed.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            RuleExample.xib(true, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    ↓<label text="Title" id="l1"/>
                    ↓<label text="Body" customClass="FancyLabel" id="l2"/>
                    <label text="Caption" customClass="SecondaryLabel" id="l3"/>
                </subviews>
            </view>
            """).configured("opt_in_rules: [use-base-class]\nuse_base_class:\n  UILabel: [PrimaryLabel, SecondaryLabel]"),
            RuleExample.xib(false, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <label text="Title" customClass="PrimaryLabel" id="l1"/>
                    <button contentMode="scaleToFill" id="b1"/>
                </subviews>
            </view>
            """).configured("opt_in_rules: [use-base-class]\nuse_base_class:\n  UILabel: [PrimaryLabel, SecondaryLabel]"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every view of a configured class.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let allowed = context.options.baseClasses
        guard !allowed.isEmpty else { return [] }
        return ConventionScope.views(of: document).compactMap { view in
            guard let base = view.baseClassName, let classes = allowed[base] else { return nil }
            guard let custom = view.customClass else {
                return finding("\(base) \(view.id ?? "") has no custom class; use one of \(classes.joined(separator: ", "))", at: view.location)
            }
            guard !classes.contains(custom) else { return nil }
            return finding("\(custom) \(view.id ?? "") is not one of the classes allowed for \(base): \(classes.joined(separator: ", "))", at: view.location)
        }
    }
}
