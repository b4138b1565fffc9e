import IBProject
import IBDocument
import IBFoundation
import IBSource

/// A storyboard name, storyboard ID, segue identifier, nib name or reuse identifier used in code
/// that no document declares.
public struct IdentifierUnknown: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "identifier-unknown",
        summary: "Code names a storyboard, storyboard ID, segue, nib or reuse identifier that no document declares.",
        rationale: """
        These strings are only matched at run time. UIStoryboard(name:) raises NSInvalidArgumentException \
        ("Could not find a storyboard named 'Mian'"); instantiateViewController(withIdentifier:) raises \
        "Storyboard (…) doesn't contain a view controller with identifier 'Detail'"; performSegue raises \
        "Receiver (<…>) has no segue with identifier 'showDetail'"; UINib and loadNibNamed raise \
        NSInternalInconsistencyException ("Could not load NIB in bundle … with name 'Cell'"); \
        dequeueReusableCell(withIdentifier:for:) raises "unable to dequeue a cell with identifier cell - must \
        register a nib or a class for the identifier" (without `for:` it returns nil, and code that then builds \
        the cell itself is fine). A nib or storyboard looked up in another bundle than the app's or its own \
        targets' (`Bundle(for: SomePodClass.self)`, a bundle in a variable) is not judged: a dependency's \
        documents are not there to compare. A compared segue identifier that no segue has is a dead branch. With a \
        project, only the sources some target compiles count: a stale file in no target names nothing.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="show" identifier="showDetail" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            """, initial: "a", ("ListViewController.swift", """
            class ListViewController: UIViewController {
                func open() {
                    let board = UIStoryboard(name: ↓"Mian", bundle: nil)
                    _ = board.instantiateViewController(withIdentifier: ↓"Lists")
                    performSegue(withIdentifier: ↓"showDetails", sender: nil)
                    _ = UINib(nibName: ↓"Cell", bundle: nil)
                }
            }
            """)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="show" identifier="showDetail" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            """, initial: "a", ("ListViewController.swift", """
            class ListViewController: UIViewController {
                func open() {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    _ = board.instantiateViewController(withIdentifier: "List")
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
                    _ = tableView.dequeueReusableCell(withIdentifier: "plain")
                }
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Every identifier the documents declare, by kind.
    struct Declared {
        var storyboardIDs: [String: Set<String>] = [:]
        var segues: Set<String> = []
        var reuse: Set<String> = []

        init(_ project: Project) {
            for document in project.documents {
                let name = Project.baseName(document.path)
                for controller in document.scenes.compactMap(\.controller) {
                    if let identifier = controller.storyboardIdentifier { storyboardIDs[name, default: []].insert(identifier) }
                }
                document.tree.forEachElement(withAttribute: "identifier") { element, attribute in
                    if document.tree.isElement(element, named: "segue") { segues.insert(document.tree.value(of: attribute)) }
                }
                document.tree.forEachElement(withAttribute: "reuseIdentifier") { _, attribute in reuse.insert(document.tree.value(of: attribute)) }
            }
        }
    }

    /// Compares every identifier use with what the documents declare.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        let project = context.project
        guard project.hasSources, !project.documents.isEmpty else { return [] }
        let declared = Declared(project)
        let registered = Set(project.sources.identifierUses.filter { $0.kind == .reuseRegistration }.map(\.value))
        return project.sources.identifierUses.compactMap { use -> Diagnostic? in
            let value = use.value
            switch use.kind {
            case .storyboardName:
                guard project.storyboards[value] == nil, Self.looksInTheProject(use, project) else { return nil }
                return finding("no storyboard is named '\(value)'; UIStoryboard(name:) raises NSInvalidArgumentException", at: use.location)
            case .storyboardIdentifier:
                let scope = use.storyboardName.flatMap { declared.storyboardIDs[$0] } ?? declared.storyboardIDs.values.reduce(into: Set()) { $0.formUnion($1) }
                guard !scope.contains(value) else { return nil }
                let place = use.storyboardName.map { "storyboard '\($0)'" } ?? "any storyboard"
                return finding("no controller in \(place) has storyboard ID '\(value)'; instantiating it raises NSInvalidArgumentException", at: use.location)
            case .segueIdentifier:
                guard !declared.segues.contains(value) else { return nil }
                return finding("no segue has identifier '\(value)'; performSegue raises NSInvalidArgumentException: \"has no segue with identifier '\(value)'\"", at: use.location)
            case .segueComparison:
                guard !declared.segues.contains(value) else { return nil }
                var finding = finding("segue identifier '\(value)' is compared, but no segue has it; this branch never runs", at: use.location)
                finding.severity = .warning
                return finding
            case .nibName:
                guard project.nibs[value] == nil, Self.looksInTheProject(use, project) else { return nil }
                return finding("no xib is named '\(value)'; loading it raises NSInternalInconsistencyException: \"Could not load NIB in bundle\"", at: use.location)
            case .reuseIdentifier:
                guard use.raisesWhenMissing, !declared.reuse.contains(value), !registered.contains(value) else { return nil }
                return finding("no cell in a document has reuse identifier '\(value)' and the code registers none; dequeuing it raises NSInternalInconsistencyException", at: use.location)
            case .reuseRegistration:
                return nil
            }
        }
    }

    /// Whether the call looks for its document in a bundle of the project: the main bundle or
    /// that of a class the sources declare. Another bundle (a dependency's, or one only the
    /// running code knows) may hold documents ibkit does not have.
    static func looksInTheProject(_ use: IdentifierUse, _ project: Project) -> Bool {
        switch use.bundle {
        case nil, .main?: true
        case .ofClass(let name)?: project.hierarchy.isDeclaredInSources(name)
        case .other?: false
        }
    }
}
