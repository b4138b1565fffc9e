import Foundation
import IBDocument
import IBFoundation
import IBProject
import IBRuntime

/// `ibkit run DOC [--tap X]...`: launches a storyboard (or loads a xib) in the simulation, taps
/// through it, and prints the calls and the controller hierarchy after each step.
public enum RunAction {
    /// What `run` was asked to do.
    public struct Options: Sendable {
        /// The storyboard or xib.
        public var document = ""
        /// What to tap, in order.
        public var taps: [String] = []
        /// The folder whose documents and sources make up the app; nil derives it from the document.
        public var projectPath: String?
        /// Print framework objects' decoding calls too.
        public var showsAllCalls = false
        /// A xib's owner class; nil uses File's Owner's class; `nil` (the word) loads with no owner.
        public var ownerClass: String?

        /// Default options.
        public init() {}
    }

    /// Runs the simulation; 1 when UIKit would fail or a tap cannot happen.
    public static func run(_ options: Options, console: Console) -> Int32 {
        guard let (project, document) = ProjectRoot.load(options.document, projectPath: options.projectPath, console: console) else { return 1 }
        for use in project.dependencyClasses(in: [document]) {
            console.err("\(use.firstUse): note: class '\(use.className)' comes from dependency \(use.dependency.description), whose sources were not found; it is created with nothing checked")
        }
        let runtime = Runtime(project: project)
        var mark = 0
        func printStep(_ title: String) {
            console.out("== \(title)")
            for event in runtime.trace(since: mark) where options.showsAllCalls || !event.isRoutine {
                console.out("  " + event.description)
            }
            mark = runtime.trace.count
        }
        do {
            if document.isStoryboard {
                try runtime.launch(runtime.storyboard(for: document))
                printStep("launch \(Project.baseName(document.path)).storyboard")
                console.block(runtime.hierarchyDescription())
            } else {
                let ownerElement = document.topLevelObjects.first { $0.placeholder == .filesOwner }
                let ownerClass = options.ownerClass ?? ownerElement?.customClass ?? "NSObject"
                let owner = ownerClass == "nil" ? nil : runtime.makeObject(ofClass: ownerClass)
                let objects = try runtime.loadNib(document, owner: owner)
                printStep("load \(Project.baseName(document.path)).xib with owner \(owner?.description ?? "nil")")
                console.out("top-level objects: " + objects.map(\.label).joined(separator: ", "))
                if let owner, !owner.values.isEmpty {
                    console.out("owner outlets: " + owner.values.keys.sorted().joined(separator: ", "))
                }
            }
        } catch {
            printStep("failed")
            console.err(error.description)
            return 1
        }
        for query in options.taps {
            do {
                try runtime.tap(query)
            } catch {
                printStep("tap \(query)")
                if case .failed(let failure) = error { console.err(failure.description) } else { console.err("error: \(error.description)") }
                return 1
            }
            printStep("tap \(query)")
            console.block(runtime.hierarchyDescription())
        }
        return 0
    }
}
