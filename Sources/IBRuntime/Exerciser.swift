import IBDocument
import IBFoundation
import IBProject

/// Drives every document of a project once: each storyboard's initial scene and every scene with
/// a storyboard ID instantiated, shown and laid out; every segue performed once from a fresh
/// source; every xib instantiated with an owner of its File's Owner class.
///
/// Failures are recorded and the run goes on, so one pass finds all of them.
public enum Exerciser {
    /// What one exercise did and found.
    public struct Report: Sendable {
        /// Documents exercised.
        public var documents = 0
        /// Storyboard scenes instantiated and shown (entry points and scenes with an ID).
        public var scenesLoaded = 0
        /// Entry points and scenes with an ID that were tried.
        public var scenesTried = 0
        /// Storyboards among the documents.
        public var storyboards = 0
        /// Xibs instantiated.
        public var nibsLoaded = 0
        /// Segues performed at least once, by kind (embeds and relationships included).
        public var seguesPerformed: [String: Int] { performed.mapValues(\.count) }
        /// Segues the exercised storyboards hold, by kind.
        public var seguesInDocuments: [String: Int] = [:]
        var performed: [String: Set<String>] = [:]
        /// The ids of the segues performed, of every kind.
        public var performedSegueIDs: Set<String> { performed.values.reduce(into: Set()) { $0.formUnion($1) } }
        /// Every distinct failure, sorted by location.
        public var failures: [RuntimeFailure] = []

        /// An empty report.
        public init() {}

        /// Segues performed of any kind.
        public var totalSegues: Int { seguesPerformed.values.reduce(0, +) }

        mutating func merge(_ other: Report) {
            documents += other.documents
            scenesLoaded += other.scenesLoaded
            scenesTried += other.scenesTried
            storyboards += other.storyboards
            nibsLoaded += other.nibsLoaded
            performed.merge(other.performed) { $0.union($1) }
            seguesInDocuments.merge(other.seguesInDocuments, uniquingKeysWith: +)
            failures += other.failures
        }
    }

    /// Exercises the project's documents (or the given ones) on all cores.
    public static func run(_ project: Project, documents: [Document]? = nil) -> Report {
        let targets = documents ?? project.documents
        let slots = ConcurrentSlots<Report>(count: targets.count)
        ParallelWork.forEach(targets.count) { index in
            slots[index] = exercise(targets[index], in: project)
        }
        var report = Report()
        for part in slots.values { report.merge(part) }
        var seen: Set<String> = []
        report.failures = report.failures.filter { seen.insert("\($0.kind)|\($0.location)|\($0.diagnostic.message)").inserted }
            .sorted { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
        return report
    }

    /// Exercises one document.
    public static func exercise(_ document: Document, in project: Project) -> Report {
        let runtime = Runtime(project: project, options: Runtime.Options(stopsAtFirstFailure: false))
        var report = Report()
        report.documents = 1
        if document.isStoryboard {
            exerciseStoryboard(document, runtime: runtime, report: &report)
        } else {
            // Without a class in the document, the owner is whatever the loading code passes.
            let owner = document.topLevelObjects.first { $0.placeholder == .filesOwner }
            let ownerObject = runtime.makeObject(ofClass: owner?.customClass ?? "NSObject")
            if owner?.customClass == nil { ownerObject.isOfUnknownClass = true }
            if (try? runtime.loadNib(document, owner: ownerObject)) != nil { report.nibsLoaded += 1 }
        }
        report.performed = runtime.performedSegues
        report.failures = runtime.failures
        return report
    }

    private static func exerciseStoryboard(_ document: Document, runtime: Runtime, report: inout Report) {
        let storyboard = runtime.storyboard(for: document)
        var entries: [IBObject] = []
        if let initial = document.initialViewController { entries.append(initial) }
        for scene in document.scenes {
            guard let main = scene.mainObject, main.role == .controller, main.attribute("storyboardIdentifier") != nil, !entries.contains(main) else { continue }
            entries.append(main)
        }
        report.storyboards = 1
        report.scenesTried = entries.count
        for entry in entries where show(entry, in: storyboard, runtime: runtime) != nil {
            report.scenesLoaded += 1
        }
        for scene in document.scenes {
            guard let main = scene.mainObject, let controller = main.asController else { continue }
            let segues = controller.segues
            for segue in segues { report.seguesInDocuments[segue.segueKind ?? "custom", default: 0] += 1 }
            // Scenes reached only through segues still load once, for their embeds and relationships.
            if !entries.contains(main) { _ = show(main, in: storyboard, runtime: runtime) }
            for segue in segues where !["embed", "relationship"].contains(segue.segueKind ?? "") {
                guard let source = show(main, in: storyboard, runtime: runtime), let trigger = segue.source else { continue }
                let template = SegueTemplate(connection: segue, trigger: trigger)
                try? runtime.perform(template, from: source, sender: nil, askingShouldPerform: true)
            }
        }
    }

    /// Instantiates a scene and makes it the window's root, as a fresh launch would.
    private static func show(_ element: IBObject, in storyboard: SimStoryboard, runtime: Runtime) -> SimViewController? {
        guard let controller = try? runtime.instantiateScene(element, in: storyboard, cause: element.location) else { return nil }
        runtime.clearTrace()
        return (try? runtime.setRootViewController(controller)) != nil ? controller : nil
    }
}
