import IBDocument
import IBFoundation
import IBXML

/// What an extraction moves and what it must reconnect: the scenes named, the segues that cross
/// between the storyboard they stay in and the one they move to, and each storyboard's entry point.
struct ExtractionPlan {
    /// A segue whose source and destination end up in different storyboards.
    struct Crossing {
        /// The `<segue>` element.
        var segue: XMLNodeID
        /// Whether the segue's source scene moves (its destination stays).
        var leavesMovedScene: Bool
        /// The destination controller (or storyboard reference) element.
        var destination: XMLNodeID
    }

    let document: Document
    let scenes: [Scene]
    /// Indices into `scenes` of the scenes that move.
    let moved: Set<Int>
    /// Every element inside a scene → the scene's index.
    let sceneOfElement: [XMLNodeID: Int]
    let crossings: [Crossing]
    /// Elements outside every scene (legacy tie breakers) that name a moved element.
    let strandedMetadata: [XMLNodeID]
    /// The document's entry point, when it has one.
    let originalInitial: XMLNodeID?
    /// The new storyboard's entry point, when one is chosen.
    let newInitial: XMLNodeID?

    init(document: Document, selectors: [String]) throws(ExtractionError) {
        self.document = document
        let tree = document.tree
        scenes = document.scenes
        moved = try Self.resolve(selectors, in: scenes)
        var sceneOf: [XMLNodeID: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            for node in tree.descendants(of: scene.node) where tree.kind(of: node) == .element { sceneOf[node] = index }
        }
        sceneOfElement = sceneOf

        var crossings: [Crossing] = []
        var stranded: [XMLNodeID] = []
        var problems: [String] = []
        for reference in document.idReferences {
            guard let target = reference.target, reference.attributeName != "initialViewController" else { continue }
            let from = sceneOf[reference.element], to = sceneOf[target]
            guard let to else { continue }
            guard let from else {
                if moved.contains(to) { stranded.append(reference.element) }
                continue
            }
            guard moved.contains(from) != moved.contains(to) else { continue }
            if tree.name(of: reference.element) == "segue", reference.attributeName == "destination", scenes[to].mainObject?.node == target {
                crossings.append(Crossing(segue: reference.element, leavesMovedScene: moved.contains(from), destination: target))
            } else {
                let location = reference.location
                problems.append("\(location.line):\(location.column): <\(tree.name(of: reference.element))> \(reference.attributeName)=\"\(reference.id)\" "
                                + "in scene \(scenes[from].sceneID ?? "?") refers to <\(tree.name(of: target))> in scene \(scenes[to].sceneID ?? "?")")
            }
        }
        guard problems.isEmpty else { throw .crossingReferences(problems) }
        self.crossings = crossings
        strandedMetadata = stranded

        let initial = document.initialViewController?.node
        originalInitial = initial
        newInitial = Self.chooseNewInitial(initial: initial, moved: moved, scenes: scenes, sceneOf: sceneOf, crossings: crossings)
    }

    /// Whether an element sits in a scene that moves.
    func isMoved(_ element: XMLNodeID) -> Bool { sceneOfElement[element].map(moved.contains) ?? false }

    /// The scene of the first named scene of each selector: scene ID, controller id or storyboard
    /// ID first; a custom class only when exactly one scene has it.
    static func resolve(_ selectors: [String], in scenes: [Scene]) throws(ExtractionError) -> Set<Int> {
        guard !selectors.isEmpty else { throw .noScenes }
        var chosen: Set<Int> = []
        for selector in selectors {
            if let index = scenes.firstIndex(where: { $0.sceneID == selector || $0.mainObject?.id == selector }) {
                chosen.insert(index)
                continue
            }
            var found = false
            for candidates in [scenes.indices.filter { scenes[$0].controller?.storyboardIdentifier == selector },
                               scenes.indices.filter { scenes[$0].mainObject?.customClass == selector }] where !candidates.isEmpty {
                guard candidates.count == 1 else { throw .ambiguousScene(selector, candidates.map { scenes[$0].sceneID ?? "?" }) }
                chosen.insert(candidates[0])
                found = true
                break
            }
            guard found else { throw .sceneNotFound(selector) }
        }
        return chosen
    }

    /// The entry point of the new storyboard: the old entry point when it moves; else the only
    /// controller moved (what Xcode does for one scene); else the only one the kept scenes lead to.
    private static func chooseNewInitial(initial: XMLNodeID?, moved: Set<Int>, scenes: [Scene], sceneOf: [XMLNodeID: Int],
                                         crossings: [Crossing]) -> XMLNodeID? {
        if let initial, let scene = sceneOf[initial], moved.contains(scene) { return initial }
        let controllers = moved.sorted().compactMap { scenes[$0].mainObject }.filter { $0.role == .controller }
        if moved.count == 1, let only = controllers.first { return only.node }
        let entered = Set(crossings.filter { !$0.leavesMovedScene }.map(\.destination))
        let enteredControllers = controllers.filter { entered.contains($0.node) }
        return enteredControllers.count == 1 ? enteredControllers[0].node : nil
    }
}
