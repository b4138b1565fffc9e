import IBDocument
import IBFoundation
import IBLayout
import IBLocalization
import IBXML

/// Solves a document's roots in configurations, on all cores: each configuration's document is
/// made once (a language's strings, a text size, a window's minimum size; a device changes no
/// document), then every root of every configuration is solved as a task of its own.
struct VariantSolver: Sendable {
    let document: Document
    let roots: [View]
    let configurations: [LayoutConfiguration]
    let text: TextMeasure
    let translations: [StringsCheck.Translation]?

    /// The solutions of `wanted` configurations, by configuration and root node, for the roots
    /// `include` accepts (it gets the document's own root). A conflict whose refused rule is in
    /// `known` (the base layout's conflicts, by root and `Comparison.key`) is not reported again,
    /// so its minimal set is not searched for.
    func solve(_ wanted: [LayoutConfiguration], known: [XMLNodeID: Set<String>] = [:],
               include: (LayoutConfiguration, View) -> Bool) -> [LayoutConfiguration: [XMLNodeID: Solution]] {
        let tasks: [(configuration: LayoutConfiguration, node: XMLNodeID)] = wanted.flatMap { configuration in
            self.roots.filter { configuration.isBase || include(configuration, $0) }.map { (configuration, $0.object.node) }
        }
        guard !tasks.isEmpty else { return [:] }
        // A device changes no document: the configurations that differ only by device share one.
        var seen: Set<LayoutConfiguration> = []
        let keys = tasks.map { Self.documentKey($0.configuration) }.filter { seen.insert($0).inserted }
        let documents = ConcurrentSlots<[XMLNodeID: View]>(count: keys.count)
        let document = self.document, roots = self.roots, translations = self.translations
        ParallelWork.forEach(keys.count) { index in
            let key = keys[index]
            if key == .base { documents[index] = Dictionary(roots.map { ($0.object.node, $0) }, uniquingKeysWith: { first, _ in first }); return }
            guard let variant = try? DocumentVariant.document(document, under: key, translations: translations) else { return }
            documents[index] = Dictionary(LayoutEngine.roots(of: variant).map { ($0.object.node, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let documentIndex = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let solutions = ConcurrentSlots<Solution>(count: tasks.count)
        let text = self.text
        ParallelWork.forEach(tasks.count) { index in
            let task = tasks[index]
            guard let slot = documentIndex[Self.documentKey(task.configuration)], let root = documents[slot]?[task.node] else { return }
            let device: LayoutDevice? = if case .device(let device) = task.configuration.device { device } else { nil }
            let seen = known[task.node] ?? []
            solutions[index] = Solution(LayoutEngine.layout(root: root, device: device, text: text, marksTextFrames: false, atRunTime: true,
                                                            minimizesConflict: { !seen.contains(Comparison.key($0)) }))
        }
        var result: [LayoutConfiguration: [XMLNodeID: Solution]] = [:]
        for (index, task) in tasks.enumerated() {
            guard let solution = solutions[index] else { continue }
            result[task.configuration, default: [:]][task.node] = solution
        }
        return result
    }

    /// Whether a configuration can lay the root out otherwise than one already in the plan:
    /// another device changes only views that follow the screen, a window's minimum size only
    /// that window's content; elsewhere the root is solved, and reported, on the document's device.
    func changes(_ root: View, in configuration: LayoutConfiguration) -> Bool {
        var same = configuration
        same.device = .document
        switch configuration.device {
        case .document: return true
        case .device: return LayoutEnvironment.followsScreen(root) || !configurations.contains(same)
        case .windowMinimum:
            let window = root.object.key == "contentView" && root.object.parent?.elementName == "window"
            return window || !configurations.contains(same)
        }
    }

    /// The configuration whose document a configuration lays out (its device set aside).
    static func documentKey(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
        guard case .device = configuration.device else { return configuration }
        var key = configuration
        key.device = .document
        return key
    }
}
