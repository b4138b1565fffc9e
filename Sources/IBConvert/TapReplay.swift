import Foundation
import IBDocument
import IBFoundation
import IBProject
import IBRuntime

/// Taps replayed on a storyboard and on its conversion: `ibkit run`'s trace of the original
/// against the calls the converted code makes for the same taps, step by step.
///
/// The calls compared are those code makes and `ibkit run` traces: pushes, pops, presentations
/// with their style, children added, outlets set on the app's classes, and an unwind segue's
/// questions (`canPerformUnwindSegueAction`) and action. Each step's calls are
/// compared as a multiset: the harness loads a shown controller's view when the step ends, where
/// UIKit interleaves it with the transition.
public struct TapReplay: Sendable {
    /// One step: launching, or one tap; what each side did.
    public struct Step: Sendable, Equatable {
        /// `launch` or the tap's query.
        public var title: String
        /// The original's calls, from `ibkit run`'s trace.
        public var original: [String]
        /// The converted code's calls, recorded by the interface module.
        public var converted: [String]
        /// Whether both did the same.
        public var isEqual: Bool { original.sorted() == converted.sorted() }
    }

    let verifier: ConversionVerifier

    /// A replay that builds the converted code with `verifier`'s toolchain and modules.
    public init(verifier: ConversionVerifier) { self.verifier = verifier }

    /// Launches the storyboard at `path` in `ibkit run`'s runtime and in the converted code, taps
    /// each query in both, and returns what each step did.
    public func replay(storyboard path: String, taps: [String]) throws -> [Step] {
        let project = Project(files: ProjectScanner.files(in: [ProjectFolder.containing(path)]).files)
        let original = try originalCalls(storyboard: path, taps: taps, project: project)
        let converted = try convertedCalls(storyboard: path, taps: taps, responding: unwindActions(in: project))
        return zip(["launch"] + taps, zip(original, converted + Array(repeating: [], count: max(0, original.count - converted.count)))).map {
            Step(title: $0.0, original: $0.1.0, converted: $0.1.1)
        }
    }

    /// `ibkit run`'s trace for the launch and each tap, reduced to the calls compared.
    func originalCalls(storyboard path: String, taps: [String], project: Project) throws -> [[String]] {
        let target = (path as NSString).standardizingPath
        guard let document = project.documents.first(where: { ($0.path as NSString).standardizingPath == target }) else {
            throw VerificationError("\(path) is not a storyboard of its project")
        }
        let runtime = Runtime(project: project)
        var steps: [[String]] = []
        var mark = 0
        func step() {
            steps.append(runtime.trace(since: mark).compactMap(Self.call))
            mark = runtime.trace.count
        }
        do {
            _ = try runtime.launch(runtime.storyboard(for: document))
        } catch {
            throw VerificationError("ibkit run cannot launch \(path): \(error.description)")
        }
        step()
        for tap in taps {
            do {
                try runtime.tap(tap)
            } catch {
                throw VerificationError("ibkit run cannot tap \(tap): \(error.description)")
            }
            step()
        }
        return steps
    }

    /// The unwind actions each controller class of the project implements, for the converted
    /// program's `responds(to:)` (no Objective-C runtime finds them by name).
    func unwindActions(in project: Project) -> [String: Set<String>] {
        let actions = Set(project.documents.flatMap(\.allObjects).flatMap(\.connections).compactMap(\.unwindAction))
        let classes = Set(project.documents.flatMap(\.allObjects).filter { $0.role == .controller }.compactMap(\.customClass))
        var responding: [String: Set<String>] = [:]
        for type in classes {
            for action in actions {
                if case .found = project.hierarchy.lookUpMethod(action, on: type) { responding[TreeComparison.plain(type), default: []].insert(action) }
            }
        }
        return responding
    }

    /// A traced event as the comparison writes it; nil for what code does not call itself
    /// (decoding, appearance, layout) and for containers adding their own children.
    static func call(_ event: TraceEvent) -> String? {
        let receiver = className(event.receiver)
        switch event.call {
        case .push(let controller): return "push \(className(controller))"
        case .present(let controller, let style): return "present \(className(controller)) \(style)"
        case .addChild(let child) where !containers.contains(receiver): return "addChild \(receiver) \(className(child))"
        case .setValueForKey(let key) where key != "view" && !event.isFrameworkObject: return "outlet \(receiver).\(key)"
        case .canPerformUnwindSegueAction(let action, let answer): return "canPerformUnwind \(receiver) \(action) \(answer)"
        case .unwindAction(let action): return "perform \(receiver) \(action)"
        case .pop(let top): return "pop \(className(top))"
        default: return nil
        }
    }

    /// Controllers whose children are their structure, not a call of the app's code.
    static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// `UIViewController(BYZ-38-t0r)` → `UIViewController`; `SeedApp.AViewController` → `AViewController`.
    static func className(_ label: String) -> String {
        let bare = label.split(separator: "(").first.map(String.init) ?? label
        return TreeComparison.plain(bare)
    }
}
