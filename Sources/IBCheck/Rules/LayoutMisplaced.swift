import IBDocument
import IBFoundation
import IBLayout

/// Views whose stored frame is not where their constraints put them.
public struct LayoutMisplaced: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "layout-misplaced",
        summary: "A view's frame in the document differs from the frame its constraints give it.",
        rationale: """
        Interface Builder draws the stored frame, but at run time Auto Layout moves the view to where its \
        constraints put it, so the canvas lies about the app. ibkit solves the layout for the document's \
        device and compares, within half a point. Views whose frame depends on text are left out: text is \
        measured from the system font's published metrics and the app's font files, close to but not \
        exactly what the designer's Xcode drew; so is the rule by default (opt in).
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, LayoutRuleExample.box(marked: true, x: 40, own: LayoutRuleExample.size,
                                             root: LayoutRuleExample.leading + "\n" + LayoutRuleExample.top)),
            .xib(false, LayoutRuleExample.box(own: LayoutRuleExample.size, root: LayoutRuleExample.leading + "\n" + LayoutRuleExample.top)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports each misplaced Auto Layout view with the solved frame and the difference.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        LayoutCache.shared.layouts(of: document).flatMap { layout -> [Diagnostic] in
            let ambiguous = Set(layout.ambiguities.map(\.object))
            return layout.views.compactMap { view -> Diagnostic? in
                guard view.usesAutoLayout, !view.dependsOnText, !view.isHidden, !ambiguous.contains(view.object), layout.conflicts.isEmpty,
                      !view.matchesStored(tolerance: LayoutFidelity.tolerance), let stored = view.stored, let delta = view.delta else { return nil }
                let moves = LayoutFormat.changes(delta, over: LayoutFidelity.tolerance)
                return finding("\(view.object.layoutName) is misplaced: its constraints put it at \(LayoutFormat.rect(view.frame)), the document draws it at \(LayoutFormat.rect(stored)) (\(moves.joined(separator: ", ")))",
                               at: view.object.location)
            }
        }
    }
}
