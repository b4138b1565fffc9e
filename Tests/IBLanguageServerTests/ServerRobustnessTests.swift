import Foundation
import IBFoundation
import IBLanguageServer
import Testing

/// Bad input: the server answers per the protocol and keeps serving.
@Suite struct ServerRobustnessTests {
    static func error(_ answer: (result: JSONValue?, error: JSONValue?)) -> Int? { answer.error?["code"]?.intValue }

    @Test func requestsBeforeInitializeAndUnknownMethodsAreErrors() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        #expect(Self.error(client.request("textDocument/hover", .object([:]))) == -32002)
        client.start(root: root)
        #expect(Self.error(client.request("textDocument/unknownThing", .object([:]))) == -32601)
        #expect(Self.error(client.request("textDocument/definition", .object(["textDocument": .object([:])]))) == -32602)
        #expect(Self.error(client.request("initialize", .object([:]))) == -32600)
        // Still serving.
        #expect(client.request("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(DocumentURI.uri(of: root + "/Views/BadgeView.xib"))])])).result?.arrayValue != nil)
        client.stop()
    }

    @Test func malformedJSONIsAParseErrorAndTheServerGoesOn() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        client.start(root: root)
        let mark = client.messages.count
        client.sendRaw("{this is not json")
        let answer = client.waitFor(after: mark) { message in
            if case .response(.null, _, let error?) = message { return error["code"]?.intValue == -32700 }
            return false
        }
        #expect(answer != nil)
        #expect(client.request("shutdown", .null).error == nil)
        client.notify("exit", .null)
    }

    @Test func aHalfTypedDocumentIsOneParseErrorAndThenRecovers() throws {
        let root = try ExampleCopy.make()
        let path = root + "/Views/BadgeView.xib"
        let client = ServerHarness()
        client.start(root: root)
        client.open(path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let mark = client.messages.count
        client.change(path, to: String(text.prefix(text.count / 2)), version: 2)
        let broken = client.diagnostics(for: path, after: mark) { !$0.isEmpty }
        #expect(broken?.count == 1)
        #expect(broken?.first?["severity"]?.intValue == 1)
        #expect(Self.error(client.request("textDocument/hover", EditorSessionTests.at(path, line: 3, character: 3))) == -32801)
        let again = client.messages.count
        client.change(path, to: text, version: 3)
        #expect(client.diagnostics(for: path, after: again) { $0.isEmpty } != nil)
        client.stop()
    }

    @Test func aFileDeletedUnderTheServerLosesItsFindings() throws {
        let root = try ExampleCopy.make()
        let storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness()
        client.start(root: root)
        #expect(client.diagnostics(for: storyboard) { !$0.isEmpty } != nil)
        try FileManager.default.removeItem(atPath: storyboard)
        let mark = client.messages.count
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(DocumentURI.uri(of: storyboard)), "type": .number(3)])])]))
        #expect(client.diagnostics(for: storyboard, after: mark) { $0.isEmpty } != nil)
        client.stop()
    }

    @Test func resultsForAnOlderVersionAreNeverPublished() throws {
        let root = try ExampleCopy.make()
        let swift = root + "/Sources/SettingsViewController.swift"
        let storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness(debounce: 0.01)
        client.start(root: root)
        _ = client.diagnostics(for: storyboard)
        client.open(swift)
        let text = try String(contentsOfFile: swift, encoding: .utf8)
        let mark = client.messages.count
        // Versions arrive faster than checks finish; every publish for the file carries the
        // version it was computed from, and versions only go up.
        for version in 2...30 {
            client.change(swift, to: text + "\n// \(version)\n" + (version % 2 == 0 ? "" : "extension SettingsViewController { @IBAction func x\(version)() {} }\n"), version: version)
        }
        client.change(swift, to: text.replacingOccurrences(of: "notificationsChanged(", with: "renamed("), version: 31)
        #expect(client.diagnostics(for: storyboard, after: mark) { EditorSessionTests.codes($0).contains("action-missing") } != nil)
        var versions: [Int] = []
        for case .notification("textDocument/publishDiagnostics", let params?) in client.messages.dropFirst(mark) where params["uri"]?.stringValue == DocumentURI.uri(of: swift) {
            versions.append(params["version"]?.intValue ?? -1)
        }
        #expect(versions == versions.sorted())
        #expect(!versions.contains(-1))
        client.stop()
    }
}
