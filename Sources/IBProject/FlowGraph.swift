import IBDocument
import IBXML

/// The controllers of a project's storyboards and the segues between them, with storyboard
/// references resolved across files: who can be shown from whom.
public struct FlowGraph: Sendable {
    /// A controller node: its document and element.
    public struct Node: Hashable, Sendable {
        /// The storyboard's path.
        public var path: String
        /// The controller's element.
        public var element: XMLNodeID
    }

    /// Segue edges: source controller → destinations (references already followed).
    public private(set) var outgoing: [Node: [Node]] = [:]
    /// The reverse of `outgoing`.
    public private(set) var incoming: [Node: [Node]] = [:]
    /// Storyboards' entry points.
    public private(set) var entryPoints: Set<Node> = []
    /// Objects by node, to come back from a node to the model.
    public private(set) var objects: [Node: IBObject] = [:]

    /// Builds the graph over every storyboard of a project.
    public init(project: Project) {
        for document in project.documents where document.isStoryboard {
            if let initial = document.initialViewController { entryPoints.insert(Self.node(initial)) }
            for scene in document.scenes {
                guard let main = scene.mainObject else { continue }
                let source = Self.node(main)
                objects[source] = main
                let segues = main.asController?.segues ?? main.applicationSegues
                for segue in segues where segue.segueKind != "unwind" {
                    guard var destination = segue.destination else { continue }
                    if let reference = destination.asStoryboardReference, let target = Self.resolve(reference, in: project) {
                        destination = target
                    }
                    let node = Self.node(destination)
                    objects[node] = destination
                    outgoing[source, default: []].append(node)
                    incoming[node, default: []].append(source)
                }
            }
        }
    }

    /// The node of a controller or reference object.
    public static func node(_ object: IBObject) -> Node { Node(path: object.document.path, element: object.node) }

    /// The controller a storyboard reference stands for, found as the runtime finds it
    /// (`StoryboardLookup`); nil when it cannot be found.
    public static func resolve(_ reference: StoryboardReference, in project: Project) -> IBObject? {
        let document = reference.object.document
        let target = reference.storyboardName.map { StoryboardLookup.document(named: $0, in: project, near: document.path) } ?? document
        guard let target else { return nil }
        if let identifier = reference.referencedIdentifier { return StoryboardLookup.scene(withIdentifier: identifier, in: target) }
        return target.initialViewController
    }

    /// Every node from which `node` can be reached, not counting `node` itself.
    public func ancestors(of node: Node) -> Set<Node> {
        var seen: Set<Node> = []
        var pending = incoming[node] ?? []
        while let next = pending.popLast() {
            guard next != node, seen.insert(next).inserted else { continue }
            pending.append(contentsOf: incoming[next] ?? [])
        }
        return seen
    }
}

extension Project {
    /// The project's flow graph, built on first use and shared by the rules.
    public var flowGraph: FlowGraph {
        flowGraphCache.withLock { cached in
            if let built = cached { return built }
            let graph = FlowGraph(project: self)
            cached = graph
            return graph
        }
    }
}
