import IBDocument
import IBFoundation
import IBLayout

/// Required constraints that cannot all hold, found by solving the layout.
public struct LayoutConflictRule: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "layout-conflict",
        summary: "Required constraints cannot hold together; UIKit breaks one of them at run time.",
        rationale: """
        When required constraints contradict each other, UIKit logs "Unable to simultaneously satisfy \
        constraints" and breaks one of them, so the layout depends on which one it picks. ibkit solves the \
        layout itself (it does not repeat Xcode's saved flags) and names a minimal set: every constraint in \
        it is needed for the contradiction, so removing or lowering the priority of any one resolves it.
        """,
        severity: .error,
        isOptIn: true,
        examples: [
            .xib(true, LayoutRuleExample.box(own: """
                <constraint firstAttribute="width" constant="100" id="w1"/>
                ↓<constraint firstAttribute="width" constant="120" id="w2"/>
                <constraint firstAttribute="height" constant="50" id="h1"/>
                """, root: LayoutRuleExample.leading + "\n" + LayoutRuleExample.top)),
            .xib(false, LayoutRuleExample.box(own: """
                <constraint firstAttribute="width" constant="100" id="w1"/>
                <constraint firstAttribute="width" constant="120" priority="750" id="w2"/>
                <constraint firstAttribute="height" constant="50" id="h1"/>
                """, root: LayoutRuleExample.leading + "\n" + LayoutRuleExample.top)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports each conflict at the constraint UIKit would break, with the others as notes.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        LayoutCache.shared.layouts(of: document).flatMap { layout in
            layout.conflicts.map { conflict in
                let documentRules = conflict.set.filter { $0.documentConstraint != nil }
                let location = (conflict.broken.documentConstraint ?? documentRules.first?.documentConstraint)?.location ?? layout.root.location
                let notes = conflict.set.filter { $0.documentConstraint?.location != location }.map { rule in
                    Diagnostic.Note(message: "\(rule.name): \(rule.constraint.relationDescription)", location: rule.location ?? layout.root.location)
                }
                return finding("these \(conflict.set.count) required constraints cannot hold together; \(document.platform?.framework ?? "UIKit") breaks \(conflict.broken.name)", at: location, notes: notes)
            }
        }
    }
}
