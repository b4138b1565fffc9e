import Foundation
import IBDocument
import IBFoundation
@testable import IBGen
import IBProject
import IBTestSupport
import Testing

/// The code `ibkit gen` writes compiles: for the example app, and for every UIKit and AppKit
/// document in the corpus, against stub frameworks (`Stubs/`) and empty custom classes.
@Suite(.serialized) struct GeneratedCodeTypeCheckTests {
    /// This process's folder; earlier runs' folders are removed once their process is gone.
    static let scratch: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-gen-typecheck")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
            if let pid = Int32(name), kill(pid, 0) != 0 { try? FileManager.default.removeItem(at: root.appendingPathComponent(name)) }
        }
        return root.appendingPathComponent(String(ProcessInfo.processInfo.processIdentifier))
    }()

    /// Built once per process: suites running side by side share them instead of writing the same files.
    private static let stubs: [UIFramework: Result<StubFrameworks, any Error>] = Dictionary(uniqueKeysWithValues: UIFramework.allCases.map { framework in
        (framework, Result { try StubFrameworks(framework: framework, in: scratch.appendingPathComponent("stubs-\(framework.rawValue)")) })
    })

    static func harness(_ framework: UIFramework) throws -> TypeCheckHarness {
        guard let built = stubs[framework] else { throw StubFrameworks.StubError(message: "no stubs for \(framework)") }
        return try TypeCheckHarness(stubs: built.get())
    }

    @Test func theExampleAppsCodeTypeChecks() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let failure = try Self.harness(.uikit).check(GenContext(project: project), in: Self.scratch.appendingPathComponent("example"))
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Each corpus app's documents are split into sets with one document per name (a target cannot
    /// hold two `Main.storyboard`s; the book and sample repositories hold dozens), localized copies
    /// counting once. Each set is generated for its framework and type-checked on its own.
    @Test func everyCorpusDocumentsCodeTypeChecks() throws {
        let files = ProjectScanner.files(in: [Corpus.root.path]).files.filter { $0.kind == .document }
        let sets = Self.documentSets(files, root: Corpus.root.path)
        let harnesses = try [UIFramework.uikit: Self.harness(.uikit), .appkit: Self.harness(.appkit)]
        let failures = LockedValue<[String]>([])
        let generated = LockedValue<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: sets.count) { index in
            let project = Project(files: sets[index].files)
            let context = GenContext(project: project)
            for framework in UIFramework.allCases {
                let documents = project.documents.filter { $0.platform.flatMap { UIFramework(platform: $0.rawValue) } == framework && $0.format == .document }
                guard !documents.isEmpty, let harness = harnesses[framework] else { continue }
                let folder = Self.scratch.appendingPathComponent("set-\(index)-\(framework.rawValue)")
                do {
                    if let failure = try harness.check(context, in: folder) {
                        failures.withLock { $0.append("\(sets[index].name) (\(framework.rawValue)):\n\(failure.prefix(3000))") }
                    } else {
                        try? FileManager.default.removeItem(at: folder)
                    }
                    generated.withLock { $0.formUnion(documents.map(\.path)) }
                } catch {
                    failures.withLock { $0.append("\(sets[index].name): \(error)") }
                }
            }
        }
        let distinct = sets.flatMap(\.files)
        let modern = distinct.filter { file in
            guard let document = try? Document.load(contentsOf: file.path) else { return false }
            return document.format == .document && document.platform.flatMap { UIFramework(platform: $0.rawValue) } != nil
        }
        print("gen type-check: \(sets.count) document sets; \(generated.withLock { $0.count }) of \(modern.count) UIKit/AppKit documents generated and type-checked"
            + " (\(files.count - distinct.count) localized copies counted with their base document)")
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 }.count) set(s) fail:\n\(failures.withLock { $0 }.prefix(5).joined(separator: "\n\n"))")
        #expect(generated.withLock { $0 } == Set(modern.map(\.path)))
        #expect(sets.count > 100)
    }

    struct DocumentSet {
        var name: String
        var files: [ProjectFile]
    }

    /// Per top-level corpus folder: the n-th set holds the n-th document of each name.
    static func documentSets(_ files: [ProjectFile], root: String) -> [DocumentSet] {
        var byApp: [String: [ProjectFile]] = [:]
        for file in files {
            let relative = file.path.dropFirst(root.count + 1)
            byApp[String(relative.prefix { $0 != "/" }), default: []].append(file)
        }
        var sets: [DocumentSet] = []
        for app in byApp.keys.sorted() {
            var ranks: [String: Int] = [:]
            var seen: Set<String> = []
            var appSets: [[ProjectFile]] = []
            // Base.lproj first, so that a localized copy is the one left out.
            let ordered = (byApp[app] ?? []).sorted { ($0.path.contains("Base.lproj") ? 0 : 1, $0.path) < ($1.path.contains("Base.lproj") ? 0 : 1, $1.path) }
            for file in ordered {
                let url = URL(fileURLWithPath: file.path)
                var folder = url.deletingLastPathComponent()
                if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
                guard seen.insert(folder.path + "/" + url.lastPathComponent).inserted else { continue }
                let name = url.lastPathComponent
                let rank = ranks[name, default: 0]
                ranks[name] = rank + 1
                if appSets.count <= rank { appSets.append([]) }
                appSets[rank].append(file)
            }
            sets += appSets.enumerated().map { DocumentSet(name: "\(app) #\($0.offset + 1)", files: $0.element) }
        }
        return sets
    }
}
