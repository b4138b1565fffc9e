import IBDocument
import IBFoundation
import IBLayout

/// Views whose constraints leave their position or size free, found by solving the layout.
public struct LayoutAmbiguous: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "layout-ambiguous",
        summary: "A view's constraints do not decide its position or size.",
        rationale: """
        With an ambiguous layout, Auto Layout picks one of many solutions, and which one can change between \
        runs, devices and iOS versions: views jump or vanish. ibkit solves the layout and moves every view's \
        tie-breaker; a view that moves with it is decided by nothing else. Views with no constraints at all \
        are left out, as Xcode builds them with their autoresizing mask. Placeholder constraints ("remove at \
        build time") count, as they do in Interface Builder: the code that replaces them is not read.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, LayoutRuleExample.box(marked: true, own: LayoutRuleExample.size, root: LayoutRuleExample.leading)),
            .xib(false, LayoutRuleExample.box(own: LayoutRuleExample.size, root: LayoutRuleExample.leading + "\n" + LayoutRuleExample.top)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports each ambiguous view at its element, naming the free dimensions.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        LayoutCache.shared.layouts(of: document).flatMap { layout in
            layout.ambiguities.map { ambiguity in
                let names = ["x": "horizontal position", "y": "vertical position", "width": "width", "height": "height"]
                let free = ambiguity.dimensions.compactMap { names[$0] }.joined(separator: ", ")
                return finding("\(ambiguity.object.layoutName) has an ambiguous layout: nothing decides its \(free)", at: ambiguity.object.location)
            }
        }
    }
}
