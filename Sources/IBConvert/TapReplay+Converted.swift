import Foundation
import IBDocument
import IBXML

extension TapReplay {
    /// The converted code's calls for the launch and each tap: the storyboard and those its
    /// references lead to, converted, built into one program that launches the initial controller
    /// and sends each tapped control's actions.
    func convertedCalls(storyboard path: String, taps: [String], responding: [String: Set<String>] = [:]) throws -> [[String]] {
        let document = try Document.load(contentsOf: path)
        let references = ReferencedScenes()
        var documents = [document]
        var index = 0
        while index < documents.count {
            for reference in documents[index].allObjects.compactMap(\.asStoryboardReference) {
                guard let scene = references.destination(of: reference, from: documents[index]),
                      !documents.contains(where: { $0 === scene.document }) else { continue }
                documents.append(scene.document)
            }
            index += 1
        }
        let options = ConvertOptions(selectors: .runtimeName, strings: .literal)
        let files = documents.flatMap { UIKitConverter(document: $0, options: options, references: references).convert().files }
        let roots = files.map(\.root)
        var loaders: [String: String] = [:], configurers: [String: String] = [:], classes: [XMLNodeID: String] = [:]
        for root in roots where root.kind == .controllerView {
            if !root.isGeneratedClass, loaders[root.className] == nil {
                loaders[root.className] = root.method
                configurers[root.className] = root.configureMethod
            }
            if let controller = document.object(withID: root.objectID)?.parent { classes[controller.node] = root.className }
        }
        let stubs = verifier.stubs.source(for: documents, generated: Set(roots.filter(\.isGeneratedClass).map(\.className)),
                                          loaders: loaders, configurers: configurers)
        // The initial controller: a container's factory, or the scene's class.
        let factory = roots.first { $0.kind == .containerChildren && $0.objectID == document.initialViewController?.id }.map { "\($0.className).\($0.method)" }
        guard let initial = document.initialViewController, let launch = factory ?? classes[initial.node].map({ "\($0)()" }) else {
            throw VerificationError("\(path) has no initial controller the converted code can make")
        }
        let harness = Self.harness(launch: launch, roots: roots, taps: taps, responding: responding)
        let outcome = try VerificationRun.run(files: files, stubs: stubs, harness: harness, toolchain: verifier.toolchain,
                                              arguments: verifier.modules.compilerArguments)
        switch outcome {
        case .notCompiled(let errors): throw VerificationError("the converted storyboards do not compile: \(errors.joined(separator: "; "))")
        case .stopped(let why): throw VerificationError(why)
        case .recorded(let steps):
            // A class the converter wrote stands for the document's plain UIKit controller.
            let bases = Dictionary(roots.filter(\.isGeneratedClass).map { ($0.className, $0.baseClassName) }, uniquingKeysWith: { first, _ in first })
            return (0...taps.count).map { step in
                (steps[step]?["calls"] as? [String] ?? ["(the tap found no control)"]).map { call in
                    call.split(separator: " ").map { word in
                        let parts = word.split(separator: ".", maxSplits: 1).map(String.init)
                        return ([bases[parts[0]] ?? parts[0]] + parts.dropFirst()).joined(separator: ".")
                    }.joined(separator: " ")
                }
            }
        }
    }

    /// The program: a dispatch table from each converted segue method's selector to the method
    /// (no Objective-C runtime on Linux), the launch, and one step per tap.
    static func harness(launch: String, roots: [ConvertedRoot], taps: [String], responding: [String: Set<String>] = [:]) -> String {
        var source = SwiftSource()
        source.line("import Foundation")
        source.line("import UIKit")
        source.line()
        source.block("func dispatch(_ target: AnyObject, _ action: String, _ sender: Any?) {") { body in
            for root in roots {
                for segue in root.segueMethods {
                    body.line("if let target = target as? \(root.className), action == \(SwiftLiteral.string(segue.method + ":")) { target.\(segue.method)(sender) }")
                }
            }
        }
        source.block("func shown(_ controller: UIViewController) -> UIViewController {") { body in
            body.line("if let presented = controller.presentedViewController, presented !== controller { return shown(presented) }")
            body.line("if let navigation = controller as? UINavigationController, let top = navigation.topViewController { return shown(top) }")
            body.line("return controller")
        }
        source.block("func control(in view: UIView, _ query: String) -> UIControl? {") { body in
            body.line("if let control = view as? UIControl, control.accessibilityIdentifier == query || (control as? UIButton)?.title(for: .normal) == query { return control }")
            body.line("for subview in view.subviews { if let found = control(in: subview, query) { return found } }")
            body.line("return nil")
        }
        source.block("func report(_ step: Int) {") { body in
            body.line("let data = try! JSONSerialization.data(withJSONObject: [\"calls\": _IBKitRecording.calls])")
            body.line("print(\"\(VerificationHarness.marker) \\(step) \" + String(decoding: data, as: UTF8.self))")
        }
        let table = responding.keys.sorted().map { "\(SwiftLiteral.string($0)): [\(responding[$0]!.sorted().map(SwiftLiteral.string).joined(separator: ", "))]" }
        source.line("_IBKitRecording.respondingSelectors = [\(table.isEmpty ? ":" : table.joined(separator: ", "))]")
        source.line("let root = \(launch)")
        source.line("_IBKitRecording.reset()")
        source.line("_ = shown(root).view")
        source.line("report(0)")
        for (index, tap) in taps.enumerated() {
            source.line("_IBKitRecording.reset()")
            source.block("if let tapped = control(in: shown(root).view, \(SwiftLiteral.string(tap))) {") { body in
                body.line("for case let target as AnyObject in tapped.allTargets.map(\\.base) {")
                body.line("    for action in tapped.actions(forTarget: target, forControlEvent: .touchUpInside) ?? [] { dispatch(target, action, tapped) }")
                body.line("}")
                body.line("_ = shown(root).view")
                body.line("report(\(index + 1))")
            }
        }
        return source.text
    }
}
