import IBDocument
import IBFoundation
import IBProject

/// Every controller reachable from a storyboard's entry point, and how: the segues and
/// relationships followed, storyboard references resolved across files. `ibkit flows` prints it.
public struct FlowMap {
    /// A controller of some storyboard.
    public struct Node: Hashable, Sendable {
        /// The storyboard's path.
        public var path: String
        /// The controller's id.
        public var id: String
        /// The class and, without a custom class, the id: `AViewController`, `UIViewController(x-1)`.
        public var label: String
        /// The storyboard ID, when it has one.
        public var storyboardIdentifier: String?
        /// Where the controller is declared.
        public var location: SourceLocation
    }

    /// How one controller leads to another.
    public struct Edge: Sendable {
        /// The source.
        public var from: Node
        /// The destination; nil when it cannot be resolved (`problem` says why).
        public var to: Node?
        /// The segue kind (`show`, `relationship`, `embed`, …).
        public var kind: String
        /// The segue identifier or the relationship name.
        public var name: String?
        /// The control that triggers it (`button "Next"`); nil for the controller itself.
        public var trigger: String?
        /// The storyboard reference followed, as `Storyboard.storyboard` or `Storyboard.storyboard#id`.
        public var reference: String?
        /// Why the destination could not be resolved.
        public var problem: String?
        /// Where the segue is written.
        public var location: SourceLocation
    }

    /// The entry point; nil when the storyboard has none.
    public private(set) var entry: Node?
    /// Reachable controllers, breadth first from the entry point.
    public private(set) var nodes: [Node] = []
    /// Every edge leaving a reachable controller, in document order.
    public private(set) var edges: [Edge] = []
    /// The unwind actions each reachable controller's segues send.
    public private(set) var unwinds: [Node: [String]] = [:]

    /// Maps the flows of `document`, following references into the project's other storyboards.
    public init(document: Document, project: Project) {
        guard let initial = document.initialViewController else { return }
        var pending: [IBObject] = []
        var known: Set<Node> = []
        func enqueue(_ object: IBObject) -> Node {
            let node = Self.node(object)
            if known.insert(node).inserted {
                nodes.append(node)
                pending.append(object)
            }
            return node
        }
        let start: IBObject
        switch Self.resolve(initial, project: project) {
        case .success(let resolved): start = resolved.object
        case .failure: start = initial
        }
        entry = enqueue(start)
        var cursor = 0
        while cursor < pending.count {
            let object = pending[cursor]
            cursor += 1
            let from = Self.node(object)
            for segue in object.asController?.segues ?? [] {
                let kind = segue.segueKind ?? "custom"
                if kind == "unwind" {
                    if let action = segue.unwindAction { unwinds[from, default: []].append(action) }
                    continue
                }
                let triggerObject = segue.source.flatMap { $0 == object ? nil : $0 }
                var edge = Edge(from: from, to: nil, kind: kind, name: segue.identifier ?? segue.relationship,
                                trigger: triggerObject.map(Self.describeTrigger), reference: nil, problem: nil, location: segue.location)
                guard let destination = segue.destination else {
                    edge.problem = "destination '\(segue.destinationID ?? "")' is not in the document"
                    edges.append(edge)
                    continue
                }
                switch Self.resolve(destination, project: project) {
                case .success(let resolved):
                    edge.reference = resolved.reference
                    edge.to = enqueue(resolved.object)
                case .failure(let problem):
                    edge.problem = problem.reason
                }
                edges.append(edge)
            }
        }
    }

    private struct Problem: Error { var reason: String }

    private static func resolve(_ object: IBObject, project: Project, depth: Int = 0) -> Result<(object: IBObject, reference: String?), Problem> {
        guard let reference = object.asStoryboardReference else { return .success((object, nil)) }
        guard depth < 32 else { return .failure(Problem(reason: "storyboard references lead to each other without reaching a controller")) }
        let document = object.document
        let name = reference.storyboardName ?? Project.baseName(document.path)
        guard let target = reference.storyboardName == nil ? document : StoryboardLookup.document(named: name, in: project, near: document.path) else {
            if let bundle = reference.bundleIdentifier { return .failure(Problem(reason: "'\(name).storyboard' of bundle \(bundle), outside the project")) }
            return .failure(Problem(reason: "storyboard '\(name)' is not in the project"))
        }
        let label = "\(name).storyboard" + (reference.referencedIdentifier.map { "#\($0)" } ?? "")
        if let identifier = reference.referencedIdentifier {
            guard let scene = StoryboardLookup.scene(withIdentifier: identifier, in: target) else {
                return .failure(Problem(reason: "'\(name)' has no scene with storyboard ID '\(identifier)'"))
            }
            return .success((scene, label))
        }
        guard let initial = target.initialViewController else { return .failure(Problem(reason: "'\(name)' has no initial view controller")) }
        return resolve(initial, project: project, depth: depth + 1).map { ($0.object, label) }
    }

    static func node(_ object: IBObject) -> Node {
        let className = object.className ?? object.elementName
        let label = object.customClass == nil ? "\(className)(\(object.id ?? ""))" : className
        return Node(path: object.document.path, id: object.id ?? "", label: label,
                    storyboardIdentifier: object.attribute("storyboardIdentifier"), location: object.location)
    }

    static func describeTrigger(_ object: IBObject) -> String {
        object.elementName + (object.displayTitle.map { " \"\($0)\"" } ?? "") + (object.accessibilityIdentifier.map { " #\($0)" } ?? "")
    }
}
