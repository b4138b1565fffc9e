import Foundation
import IBDocument
import IBLayout
import IBXML

/// `--verify`: compiles converted code against ibkit's UIKit interface module with the project's
/// own Swift toolchain, runs it, and compares what it built with what the document loads.
public struct ConversionVerifier: Sendable {
    let toolchain: SwiftToolchain
    let modules: InterfaceModules
    let stubs: VerificationStubs
    /// The stubs of a Cocoa document's classes, from the AppKit module's declarations.
    let appKitStubs: VerificationStubs

    /// A verifier with the interface module compiled (or taken from the cache).
    public static func prepared() throws -> ConversionVerifier {
        guard let toolchain = SwiftToolchain.find() else { throw VerificationError("no swiftc on the PATH (set SWIFTC to choose one)") }
        let modules = try InterfaceModules.built(with: toolchain)
        let folder = InterfaceModules.sourceFolder() ?? ""
        let declarations = InterfaceDeclarations(folder: folder, excluding: ["AppKit"])
        // The AppKit module's declarations, read once for the converter and the stubs alike.
        var appKit = VerificationStubs(declarations: AppKitBuilder.declarations, modules: ["AppKit"])
        appKit.isAppKit = true
        return ConversionVerifier(toolchain: toolchain, modules: modules, stubs: VerificationStubs(declarations: declarations, modules: modules.names.filter { $0 != "AppKit" }),
                                  appKitStubs: appKit)
    }

    /// Converts the document for the interface modules (selectors by name, which needs no
    /// Objective-C runtime; otherwise the code `ibkit convert` writes), builds and runs it, and
    /// names every difference.
    public func verify(document: Document, strings: ConvertOptions.StringStyle = .localized) -> ConversionVerification {
        if document.platform == .macOS { return verifyAppKit(document: document, strings: strings) }
        let references = ReferencedScenes()
        let converted = UIKitConverter(document: document, options: ConvertOptions(selectors: .runtimeName, strings: strings), references: references).convert()
        let roots = converted.files.map(\.root)
        guard !roots.isEmpty else { return ConversionVerification(compiled: true, roots: 0, differences: [], compilerErrors: []) }
        do {
            let generated = Set(roots.filter(\.isGeneratedClass).map(\.className))
            var loaders: [String: String] = [:], configurers: [String: String] = [:]
            for root in roots where root.kind == .controllerView && !root.isGeneratedClass && loaders[root.className] == nil {
                loaders[root.className] = root.method
                configurers[root.className] = root.configureMethod
            }
            let segues = Dictionary(document.allObjects.flatMap(\.connections).filter { $0.kind == .segue }.compactMap { segue in segue.id.map { ($0, segue) } },
                                    uniquingKeysWith: { first, _ in first })
            let referenced = referencedClasses(segues: segues.values, in: document, references: references)
            let stubSource = stubs.source(for: document, generated: generated, loaders: loaders, configurers: configurers, referenced: referenced)
            let outcome = try VerificationRun.run(files: converted.files, stubs: stubSource, harness: VerificationHarness.source(for: roots),
                                                  toolchain: toolchain, arguments: modules.compilerArguments)
            guard case .recorded(let recordings) = outcome else { return VerificationRun.failure(outcome, roots: roots.count)! }
            let controllerPairs: [(XMLNodeID, String)] = roots.filter { $0.kind == .controllerView }.compactMap { root in
                document.object(withID: root.objectID)?.parent.map { ($0.node, root.className) }
            }
            let controllerClasses = Dictionary(controllerPairs, uniquingKeysWith: { first, _ in first })
            var differences: [String] = []
            let layoutRoots = LayoutEngine.roots(of: document)
            for (index, root) in roots.enumerated() {
                let label = "\(root.className) (\(root.objectID))"
                guard let recording = recordings[index] else {
                    differences.append("\(label): nothing recorded")
                    continue
                }
                guard let rootObject = document.object(withID: root.objectID) else { continue }
                if root.kind == .containerChildren {
                    differences += ContainerExpectation.differences(recorded: recording, scene: rootObject, classes: controllerClasses, references: references)
                        .map { "\(label): \($0)" }
                    continue
                }
                let owner: IBObject? = root.kind == .viewContent ? nil : ownerObject(of: rootObject, kind: root.kind)
                let extraRoots = root.extraObjectIDs.compactMap(document.object(withID:))
                var expected = ExpectedTree(root: rootObject, owner: owner, extraRoots: extraRoots, stubs: stubs)
                if root.isGeneratedClass { expected.root.className = nil }
                for segue in root.segueMethods {
                    if let trigger = segues[segue.segueID]?.source { expected.expectSegueTrigger(trigger, method: segue.method) }
                }
                differences += TreeComparison.differences(recorded: recording, expected: expected).map { "\(label): \($0)" }
                differences += RecordedLayout.differences(document: document, roots: layoutRoots, paths: expected.paths, recording: recording).map { "\(label): \($0)" }
                let transitions = (recording["transitions"] as? [[String: Any]] ?? []).map { entry in
                    "\(TreeComparison.text(entry["kind"])) \(TreeComparison.plain(TreeComparison.text(entry["destination"]))) \(TreeComparison.text(entry["style"]))"
                }
                let expectedTransitions = root.segueMethods.compactMap { segues[$0.segueID] }.compactMap {
                    segueTransition($0, in: document, controllerClasses: controllerClasses, references: references)
                }
                differences += TreeComparison.multisetDifference(recorded: transitions, expected: expectedTransitions, what: "segue transition").map { "\(label): \($0)" }
            }
            return ConversionVerification(compiled: true, roots: roots.count, differences: differences, compilerErrors: [])
        } catch {
            return ConversionVerification(compiled: false, roots: roots.count, differences: ["cannot run the verification: \(error)"], compilerErrors: [])
        }
    }

    /// What performing a segue does, as the recording names it: `show BViewController automatic`.
    func segueTransition(_ segue: Connection, in document: Document, controllerClasses: [XMLNodeID: String], references: ReferencedScenes) -> String? {
        // An unwind finds no destination in the harness, where no class answers to its action: no transition.
        guard let kind = segue.segueKind, kind != "unwind", let destination = segue.destination else { return nil }
        let recorded: String
        switch kind {
        case "show": recorded = "show"
        case "showDetail", "replace": recorded = "showDetail"
        case "push": recorded = "push"
        case "custom": recorded = "perform"
        default: recorded = "present"
        }
        var scene = destination
        if let reference = destination.asStoryboardReference, let resolved = references.destination(of: reference, from: document) { scene = resolved }
        let type = scene.document === document ? (controllerClasses[scene.node] ?? scene.customClass ?? scene.baseClassName ?? "?") : (scene.customClass ?? scene.baseClassName ?? "?")
        let options = Dictionary(segue.presentationOptions, uniquingKeysWith: { first, _ in first })
        let style = options["modalPresentationStyle"] ?? (["popoverPresentation", "popover"].contains(kind) ? "popover" : nil)
            ?? scene.attribute("modalPresentationStyle") ?? "automatic"
        return "\(recorded) \(TreeComparison.plain(type)) \(style)"
    }

    /// Classes the converted code names that the document declares elsewhere: custom segue classes,
    /// and the classes of scenes in other storyboards that references lead to.
    func referencedClasses(segues: some Sequence<Connection>, in document: Document, references: ReferencedScenes) -> [(String, String)] {
        var referenced: [(String, String)] = []
        for segue in segues {
            if let custom = segue.customClass, SwiftLiteral.isIdentifier(custom), !stubs.declarations.hasClass(custom) {
                referenced.append((custom, "UIStoryboardSegue"))
            }
        }
        for object in document.allObjects {
            guard let reference = object.asStoryboardReference, let scene = references.destination(of: reference, from: document),
                  scene.document !== document, let custom = scene.customClass, stubs.isStubbed(scene) else { continue }
            referenced.append((custom, scene.baseClassName ?? "UIViewController"))
        }
        return referenced
    }

    func ownerObject(of view: IBObject, kind: ConvertedRoot.Kind) -> IBObject? {
        if view.document.isStoryboard { return view.parent }
        return view.document.topLevelObjects.first { $0.placeholder == .filesOwner }
    }
}

/// What `--verify` found for one document.
public struct ConversionVerification: Sendable, Encodable {
    /// Whether the converted code compiled against the interface module.
    public var compiled: Bool
    /// How many roots (scenes, views, cells) were built and compared.
    public var roots: Int
    /// Each difference between what the code built and what the document loads.
    public var differences: [String]
    /// The compiler's errors when it did not compile.
    public var compilerErrors: [String]

    /// Whether the code compiled and built exactly what the document loads.
    public var isEqual: Bool { compiled && differences.isEmpty }

    /// One line per finding, for the terminal.
    public var summaryLines: [String] {
        if !compiled { return ["verify: does not compile against the interface module"] + compilerErrors.map { "  " + $0 } }
        if differences.isEmpty { return ["verify: equal (\(roots) root\(roots == 1 ? "" : "s") built and compared)"] }
        return ["verify: \(differences.count) difference\(differences.count == 1 ? "" : "s")"] + differences.map { "  " + $0 }
    }
}
