import Foundation
import IBCheck
import IBCommandLine
import IBDocument
import IBEdit
import IBFoundation
import IBProject
import IBRuntime
import IBTestSupport
import Testing

/// `refactor extract` on the storyboards of the 11 public apps: every other scene of each
/// storyboard moves into a new one (most segues then cross between the two), and flows, the
/// simulated run and check must say the same of the app before and after.
@Suite struct ExtractAgreementTests {
    /// One storyboard's extraction and what the three judges said before and after.
    struct Outcome {
        var document: String
        var flowsBefore: [String], flowsAfter: [String]
        var seguesBefore: Set<String>, seguesAfter: Set<String>
        var failuresBefore: [String], failuresAfter: [String]
        var checkBefore: [String], checkAfter: [String]
        var refused: String?
    }

    static let apps = ["GoMap", "OpenEmu", "Sequel-Ace", "ShadowsocksX-NG", "WWDC", "ello-ios", "firebase-quickstart-ios",
                       "owncloud-ios", "simplenote-ios", "vienna-rss", "CotEditor"]

    @Test(arguments: apps)
    func flowsRunAndCheckAgreeBeforeAndAfterExtractingEveryOtherScene(_ app: String) throws {
        let root = try #require(Apps.unpacked, "../shared/apps could not be unpacked").appendingPathComponent(app).path
        let files = ProjectScanner.files(in: [root]).files
        let before = Project(files: files)
        let checkBefore = Self.findings(Checker().run(before), root: root)
        var extracted = 0
        for document in before.documents where document.isStoryboard && document.scenes.count >= 2 && document.header.launchScreen != true {
            let moved = document.scenes.enumerated().filter { $0.offset % 2 == 1 }.compactMap { $0.element.sceneID }
            let newPath = (document.path as NSString).deletingLastPathComponent + "/" + Project.baseName(document.path) + "Extracted.storyboard"
            let others = before.documents.filter { $0.isStoryboard && $0 !== document }.map { (path: $0.path, bytes: $0.tree.bytes) }
            let result: SceneExtraction.Result
            do {
                result = try SceneExtraction.extract(document.tree.bytes, path: document.path, scenes: moved, into: newPath, others: others)
            } catch {
                // Scenes whose objects are wired to each other's (AppKit menus to a controller
                // in another scene) cannot be split; anything else refused is a defect.
                if case .crossingReferences = error { continue }
                Issue.record("\(document.path): refused: \(error)")
                continue
            }
            extracted += 1
            var rewritten: [String: [UInt8]] = [document.path: result.document, newPath: result.newStoryboard]
            for other in result.others { rewritten[other.path] = other.bytes }
            var afterFiles = files.map { file in rewritten[file.path].map { ProjectFile(path: file.path, kind: file.kind, contents: $0) } ?? file }
            afterFiles.append(ProjectFile(path: newPath, kind: .document, contents: result.newStoryboard))
            for edit in RefactorAction.projectEdits(files, document: document.path, newPath: newPath) {
                afterFiles = afterFiles.map { $0.path == edit.path ? ProjectFile(path: edit.path, kind: .xcodeProject, contents: Array(edit.text.utf8)) : $0 }
            }
            let after = Project(files: afterFiles)
            let kept = try #require(after.documents.first { $0.path == document.path })
            let created = try #require(after.documents.first { $0.path == newPath })

            #expect(Self.flows(document, before) == Self.flows(kept, after), "\(document.path): flows differ")
            let runBefore = Exerciser.run(before, documents: [document])
            let runAfter = Exerciser.run(after, documents: [kept, created])
            #expect(Self.segues(runBefore) == Self.segues(runAfter), "\(document.path): segues performed differ")
            #expect(Self.failures(runBefore, root: root) == Self.failures(runAfter, root: root), "\(document.path): run failures differ")

            // What check says anew is only what the extraction tells the user to do.
            let expected = Self.expectedNewFindings(result, document: document, newPath: newPath, project: after)
            let checkAfter = Self.findings(Checker().run(after), root: root)
            #expect(checkAfter.sorted() == (checkBefore + expected).sorted(), "\(document.path): check differs")
        }
        #expect(extracted > 0 || !before.documents.contains { $0.isStoryboard && $0.scenes.count >= 2 && $0.header.launchScreen != true },
                "\(app): no storyboard could be split")
    }

    /// Each edge of the flows from the entry point, by ids, which the extraction keeps.
    static func flows(_ document: Document, _ project: Project) -> [String] {
        let map = FlowMap(document: document, project: project)
        return map.edges.map { "\($0.from.id) \($0.kind) \($0.name ?? "-") \($0.trigger ?? "-") → \($0.to?.id ?? "nil: " + ($0.problem ?? ""))" }.sorted()
    }

    static func segues(_ report: Exerciser.Report) -> Set<String> {
        Set(report.performedSegueIDs.map { $0.split(separator: "#").last.map(String.init) ?? $0 })
    }

    /// Failures by kind and message, storyboard names aside (a moved scene's failure names the new one).
    static func failures(_ report: Exerciser.Report, root: String) -> [String] {
        report.failures.map { "\($0.kind.rawValue) \($0.reason)" }.sorted()
    }

    static func findings(_ diagnostics: [Diagnostic], root: String) -> [String] {
        diagnostics.filter { $0.severity != .note || $0.ruleID == "identifier-unused" }.map { "\($0.ruleID) \($0.message)" }
    }

    /// Code that instantiates a moved storyboard ID from the old storyboard: the one thing the
    /// extraction cannot change, which `refactor extract` prints as a warning.
    static func expectedNewFindings(_ result: SceneExtraction.Result, document: Document, newPath: String, project: Project) -> [String] {
        let moved = Set(result.movedIdentifiers), name = Project.baseName(document.path)
        return project.sources.identifierUses.filter { $0.kind == .storyboardIdentifier && moved.contains($0.value) && $0.storyboardName == name }
            .map { "identifier-unknown no controller in storyboard '\(name)' has storyboard ID '\($0.value)'; instantiating it raises NSInvalidArgumentException" }
    }
}
