import IBDocument
import IBFoundation

/// An instantiated controller cast to a class its scene is not.
public struct InstantiateCastMismatch: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "instantiate-cast-mismatch",
        summary: "instantiateViewController(withIdentifier:) is cast with as!/as? to a class the scene's controller is not.",
        rationale: """
        The storyboard creates the scene's customClass. A forced cast to another class crashes: "Could not cast \
        value of type 'App.ListViewController' to 'App.DetailViewController'"; a conditional cast always gives \
        nil. Usually the scene's class or identifier changed on one side only.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("Router.swift", """
            class ListViewController: UIViewController {}
            class DetailViewController: UIViewController {}
            class Router {
                func open() {
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓"List") as! DetailViewController
                }
            }
            """)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("Router.swift", """
            class BaseViewController: UIViewController {}
            class ListViewController: BaseViewController {}
            class Router {
                func open() {
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "List") as! BaseViewController
                }
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Compares each cast with the classes of the scenes the identifier can name.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        let project = context.project
        guard project.hasSources else { return [] }
        return project.sources.identifierUses.compactMap { use -> Diagnostic? in
            guard use.kind == .storyboardIdentifier, let cast = use.castType else { return nil }
            let documents = use.storyboardName.map { project.storyboards[$0] ?? [] } ?? project.documents.filter(\.isStoryboard)
            let candidates = documents.flatMap { $0.scenes.compactMap(\.controller) }.filter { $0.storyboardIdentifier == use.value }
            guard !candidates.isEmpty else { return nil }
            let classes = candidates.compactMap { context.runtimeClass(of: $0.object) }
            guard classes.count == candidates.count, classes.allSatisfy({ context.hierarchy.isKind($0, of: cast) == false }) else { return nil }
            var result = finding("scene '\(use.value)' is a \(classes[0]), not a \(cast); the \(use.isForcedCast ? "as! crashes" : "as? always gives nil")",
                                 at: use.location, notes: [.init(message: "the scene's controller", location: candidates[0].object.location)])
            if !use.isForcedCast { result.severity = .warning }
            return result
        }
    }
}
