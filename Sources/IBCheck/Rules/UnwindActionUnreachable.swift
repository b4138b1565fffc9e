import IBProject
import IBDocument
import IBFoundation

/// An unwind action that only controllers which are never below the segue's source declare.
public struct UnwindActionUnreachable: Rule {
    /// The classes both examples share.
    static let flowSource = """
        class AViewController: UIViewController {}
        class BViewController: UIViewController {
            @IBAction func unwindToB(_ segue: UIStoryboardSegue) {}
        }
        class CViewController: UIViewController {}
        """

    /// The rule's description.
    public static let description = RuleDescription(
        id: "unwind-action-unreachable",
        summary: "An unwind segue's action is declared only by controllers that no flow of the storyboards places below its source.",
        rationale: """
        UIKit searches for the unwind destination from the source's parent and presenter upwards. A controller \
        that is never on that path is never asked, so the segue finds no destination and nothing happens. ibkit \
        follows segues, relationships, embeds and storyboard references backwards from the source; it stays \
        silent when a controller on that path is also instantiated from code (it has no incoming segue and is \
        not an entry point), since code may then put anything below it, and when the path begins at the entry \
        point of a storyboard that a controller declaring the action (or a class it inherits from) instantiates \
        in code (`UIStoryboard(name:bundle:)`): that controller presents the storyboard, so it is below it.
        """,
        severity: .warning,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="AViewController" sceneMemberID="viewController">
                    <connections><segue destination="c" kind="show" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="b" customClass="BViewController" storyboardIdentifier="B" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="c" customClass="CViewController" sceneMemberID="viewController">
                    <connections>↓<segue destination="ex" kind="unwind" unwindAction="unwindToB:" id="u1"/></connections>
                </viewController>
                <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, initial: "a", ("Flow.swift", flowSource)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="AViewController" sceneMemberID="viewController">
                    <connections><segue destination="b" kind="show" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="b" customClass="BViewController" sceneMemberID="viewController">
                    <connections><segue destination="c" kind="show" id="sg2"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="c" customClass="CViewController" sceneMemberID="viewController">
                    <connections><segue destination="ex" kind="unwind" unwindAction="unwindToB:" id="u1"/></connections>
                </viewController>
                <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, initial: "a", ("Flow.swift", flowSource)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="AViewController" sceneMemberID="viewController">
                    <connections><segue destination="c" kind="show" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="c" customClass="CViewController" sceneMemberID="viewController">
                    <connections><segue destination="ex" kind="unwind" unwindAction="unwindToB:" id="u1"/></connections>
                </viewController>
                <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, initial: "a", name: "Onboarding", ("Flow.swift", flowSource), ("Presenting.swift", """
            class BasePresenter: UIViewController {
                func startOnboarding() {
                    present(UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()!, animated: true)
                }
            }
            class HomeViewController: BasePresenter {
                @IBAction func unwindToB(_ segue: UIStoryboardSegue) {}
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Walks the flow graph backwards from each unwind segue's source controller.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty, document.isStoryboard else { return [] }
        let graph = context.project.flowGraph
        var findings: [Diagnostic] = []
        for scene in document.scenes {
            guard let controller = scene.controller else { continue }
            for segue in controller.segues where segue.segueKind == "unwind" {
                guard let action = segue.unwindAction, !UnwindSegues.declarers(of: action, in: context).isEmpty else { continue }
                let source = FlowGraph.node(controller.object)
                let ancestors = graph.ancestors(of: source)
                guard !ancestors.isEmpty else { continue } // shown from code only: anything may be below it
                let openEnded = ancestors.contains { (graph.incoming[$0] ?? []).isEmpty && !graph.entryPoints.contains($0) }
                guard !openEnded, !presentedFromCode(ancestors, by: action, graph: graph, in: context) else { continue }
                let reachable = ancestors.contains { node in
                    guard let object = graph.objects[node], let className = context.runtimeClass(of: object) else { return false }
                    switch context.hierarchy.lookUpMethod(action, on: className) {
                    case .found, .unknown: return true
                    case .missing, .notExposed: return false
                    }
                }
                if !reachable {
                    findings.append(finding("unwind action '\(action)' is declared only by controllers that are never below this scene in the storyboard's flows; the segue finds no destination",
                                            at: segue.location))
                }
            }
        }
        return findings
    }

    /// Whether the path starts at a storyboard's entry point that code instantiates in a class
    /// which declares the action, or which a declaring class inherits from.
    func presentedFromCode(_ ancestors: Set<FlowGraph.Node>, by action: String, graph: FlowGraph, in context: CheckContext) -> Bool {
        let declarers = UnwindSegues.declarers(of: action, in: context).map(\.type)
        for node in ancestors where graph.entryPoints.contains(node) {
            guard let object = graph.objects[node] else { continue }
            let storyboard = Project.baseName(object.document.path)
            let presenters = Set(context.sources.identifierUses.filter { $0.kind == .storyboardName && $0.value == storyboard }.compactMap(\.enclosingType))
            if declarers.contains(where: { context.hierarchy.chain(of: $0).names.contains(where: presenters.contains) }) { return true }
        }
        return false
    }
}
