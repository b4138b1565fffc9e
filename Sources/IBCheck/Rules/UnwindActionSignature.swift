import IBDocument
import IBFoundation

/// An unwind action whose method does not take the segue.
public struct UnwindActionSignature: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "unwind-action-signature",
        summary: "An unwind segue's action is declared, but not as a method taking a UIStoryboardSegue.",
        rationale: """
        UIKit calls the unwind action with the UIStoryboardSegue as its only argument, and Interface Builder \
        only offers methods of that shape. A method that takes another type receives the segue anyway: a Swift \
        method expecting a UIButton crashes on its first use of the argument.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="DetailViewController" sceneMemberID="viewController">
                    <connections>
                        ↓<segue destination="ex1" kind="unwind" unwindAction="unwindToList:" id="u1"/>
                    </connections>
                </viewController>
                <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, ("List.swift", "class DetailViewController: UIViewController {}\nclass ListViewController: UIViewController {\n    @IBAction func unwindToList(_ sender: UIButton) {}\n}\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="DetailViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="ex1" kind="unwind" unwindAction="unwindToList:" id="u1"/>
                    </connections>
                </viewController>
                <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, ("List.swift", "class DetailViewController: UIViewController {}\nclass ListViewController: UIViewController {\n    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}\n}\n")),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the parameter type of every method declaring an unwind action.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        return UnwindSegues.all(in: document).compactMap { segue in
            guard let action = segue.unwindAction else { return nil }
            let declarers = UnwindSegues.declarers(of: action, in: context)
            let takesSegue = declarers.contains { declarer in
                declarer.method.parameterTypes.count == 1 && Self.acceptsSegue(declarer.method.parameterTypes[0], context)
            }
            guard let first = declarers.first, !takesSegue else { return nil }
            let type = first.method.parameterTypes.first ?? "nothing"
            return finding("unwind action '\(action)' is declared by \(first.type) taking \(type), not a UIStoryboardSegue",
                           at: segue.location, notes: [.init(message: "declared here", location: first.method.location)])
        }
    }

    /// Whether a parameter of this type can hold the segue UIKit passes.
    static func acceptsSegue(_ type: String, _ context: CheckContext) -> Bool {
        ["Any", "AnyObject", "id", "NSObject"].contains(type)
            || context.hierarchy.isKind(type, of: "UIStoryboardSegue") == true || context.hierarchy.isKind(type, of: "NSStoryboardSegue") == true
    }
}
