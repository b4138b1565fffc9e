import Foundation
import IBCheck
import IBFoundation
import IBLanguageServer
import IBProject
import IBTestSupport
import Testing

/// On each of the 11 shared apps, the server publishes exactly `ibkit check`'s findings for
/// every document, and checking again after an edit gives what a whole check gives.
@Suite(.serialized) struct AppsDiagnosticsTests {
    static var apps: [String] {
        guard let folder = Apps.unpacked, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().map { Workspace.resolved(folder.appendingPathComponent($0).path) }
    }

    /// What a whole check finds, by file, as the editor would be sent it.
    static func checked(_ root: String) -> [String: [String]] {
        let findings = Checker().run(Project(files: ProjectScanner.files(in: [root]).files))
        return Dictionary(grouping: findings, by: \.location.file).mapValues { $0.map { "\($0.location.line):\($0.location.column) \($0.severity) [\($0.ruleID)] \($0.message)" } }
    }

    static func published(_ messages: [JSONRPCMessage]) -> [String: [JSONValue]] {
        var latest: [String: [JSONValue]] = [:]
        for case .notification("textDocument/publishDiagnostics", let params?) in messages {
            if let uri = params["uri"]?.stringValue, let path = DocumentURI.path(of: uri) { latest[path] = params["diagnostics"]?.arrayValue ?? [] }
        }
        return latest.filter { !$0.value.isEmpty }
    }

    @Test func theAppsAreThere() {
        #expect(Self.apps.count == 11, "../shared/apps unpacks into 11 apps")
        #expect(Self.editedApps.count == 2)
    }

    @Test(arguments: apps) func publishedDiagnosticsEqualCheckForEveryDocument(_ root: String) throws {
        let expected = Self.checked(root)
        let client = ServerHarness()
        client.start(root: root)
        // The first check publishes every file with findings at once; wait for the last of them.
        let count = expected.count
        let deadline = Date().addingTimeInterval(120)
        var published: [String: [JSONValue]] = [:]
        while Date() < deadline {
            published = Self.published(client.messages)
            if published.count >= count { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(Set(published.keys) == Set(expected.keys), "files with findings")
        for (path, findings) in expected {
            let lines = LineIndex(FileManager.default.contents(atPath: path).map(Array.init) ?? [])
            let sent = published[path] ?? []
            #expect(sent.count == findings.count, "\(path): \(sent.count) published, \(findings.count) from check")
            let sentStarts = sent.compactMap { try? $0["range"]?["start"]?.decode(LSP.Position.self) }
            let expectedStarts = findings.map { line -> LSP.Position in
                let place = line.split(separator: " ")[0].split(separator: ":").compactMap { Int($0) }
                return lines.position(line: place[0], column: place[1])
            }
            #expect(sentStarts == expectedStarts, "\(path): positions")
            #expect(sent.compactMap { $0["code"]?.stringValue } == findings.map { String($0.split(separator: "[")[1].split(separator: "]")[0]) }, "\(path): rules")
        }
        client.stop()
    }

    /// Two apps of different kinds (Swift storyboards on iOS, Objective-C xibs on macOS) keep the
    /// suite's time; every app's first publish is compared above.
    static var editedApps: [String] { apps.filter { ["GoMap", "ShadowsocksX-NG"].contains(($0 as NSString).lastPathComponent) } }

    @Test(arguments: editedApps) func checkingAgainAfterEditsEqualsAWholeCheck(_ root: String) throws {
        let workspace = Workspace(roots: [root])
        workspace.load()
        let project = try #require(workspace.project)
        let named = Set(project.documents.flatMap { $0.allObjects.compactMap(\.customClass) })
        // A class the documents name loses its first action or outlet; a document loses a line.
        let source = project.parsedSources.first { file in file.types.contains { named.contains($0.name) && (!$0.methods.filter(\.isAction).isEmpty || !$0.outlets.isEmpty) } }
        var edited: Set<String> = []
        if let source, let text = workspace.text(of: source.path), let type = source.types.first(where: { named.contains($0.name) }) {
            let line = (type.methods.first(where: \.isAction)?.location.line ?? type.outlets.first?.location.line) ?? 1
            var lines = String(decoding: text, as: UTF8.self).components(separatedBy: "\n")
            if line - 1 < lines.count { lines[line - 1] = "" }
            workspace.setText(Array(lines.joined(separator: "\n").utf8), for: source.path)
            edited.insert(source.path)
        }
        workspace.update(changed: edited)
        if let document = project.documents.first(where: { $0.path.hasSuffix(".storyboard") }), let text = workspace.text(of: document.path) {
            workspace.setText(Array(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "customClass=\"", with: "customClass=\"X").utf8), for: document.path)
            workspace.update(changed: [document.path])
            edited.insert(document.path)
        }
        let incremental = workspace.findings

        let whole = Workspace(roots: [root])
        for path in edited { whole.setText(workspace.text(of: path), for: path) }
        whole.load()
        #expect(incremental == whole.findings, "\(root): incremental findings differ from a whole check after editing \(edited.sorted())")
    }
}
