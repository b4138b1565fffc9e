import Foundation
import IBFoundation
import IBLanguageServer
import Testing

/// The editor's round trip on the bundled example: a rename in Swift shows up in the storyboard,
/// the quick fix clears it, navigation goes both ways.
@Suite struct EditorSessionTests {
    static func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    static func codes(_ diagnostics: [JSONValue]?) -> [String] { (diagnostics ?? []).compactMap { $0["code"]?.stringValue } }

    /// Applies an LSP edit list to a text.
    static func apply(_ edits: [JSONValue], to text: String) -> String {
        var bytes = Array(text.utf8)
        let lines = LineIndex(bytes)
        let ranges = edits.compactMap { edit -> (Int, Int, String)? in
            guard let range = try? edit["range"]?.decode(LSP.Range.self), let newText = edit["newText"]?.stringValue else { return nil }
            return (lines.offset(of: range.start), lines.offset(of: range.end), newText)
        }
        for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(start..<end, with: Array(newText.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func renamingAnActionInSwiftShowsTheStoryboardFindingAndTheQuickFixClearsIt() throws {
        let root = try ExampleCopy.make()
        let swift = root + "/Sources/SettingsViewController.swift", storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness()
        client.start(root: root)
        let initial = client.diagnostics(for: storyboard)
        #expect(Self.codes(initial) == ["identifier-unused"])

        let renamed = Self.text(swift).replacingOccurrences(of: "notificationsChanged(", with: "notificationsToggled(")
        let finding = try #require(Self.breaking(client, swift, to: renamed, until: "action-missing", in: storyboard))
        #expect(finding["range"]?["start"]?["line"]?.intValue == 23)
        #expect(finding["message"]?.stringValue?.contains("notificationsChanged:") == true)

        client.open(storyboard)
        let answer = Self.codeActions(client, storyboard, for: finding)
        let actions = try #require(answer.result?.arrayValue)
        #expect(actions.compactMap { $0["title"]?.stringValue } == ["Point the action at 'notificationsToggled:'", "Remove the action 'notificationsChanged:' connection"])
        let edits = try #require(actions.first?["edit"]?["changes"]?[DocumentURI.uri(of: storyboard)]?.arrayValue)
        let fixed = Self.apply(edits, to: Self.text(storyboard))
        #expect(fixed.contains(#"<action selector="notificationsToggled:" destination="set-vc-001""#))

        let before = client.messages.count
        client.change(storyboard, to: fixed, version: 2)
        let cleared = client.diagnostics(for: storyboard, after: before) { !Self.codes($0).contains("action-missing") }
        #expect(Self.codes(cleared) == ["identifier-unused"])
        client.stop()
    }

    @Test func removingTheConnectionIsOfferedAndLeavesTheDocumentValid() throws {
        let root = try ExampleCopy.make()
        let swift = root + "/Sources/SettingsViewController.swift", storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness()
        client.start(root: root)
        _ = client.diagnostics(for: storyboard)
        let removed = Self.text(swift).replacingOccurrences(of: "    @IBOutlet weak var notificationsSwitch: UISwitch!\n", with: "")
        let finding = try #require(Self.breaking(client, swift, to: removed, until: "outlet-missing", in: storyboard))
        let answer = Self.codeActions(client, storyboard, for: finding)
        let action = try #require(answer.result?.arrayValue?.first)
        #expect(action["title"]?.stringValue == "Remove the outlet 'notificationsSwitch' connection")
        let edits = try #require(action["edit"]?["changes"]?[DocumentURI.uri(of: storyboard)]?.arrayValue)
        let fixed = Self.apply(edits, to: Self.text(storyboard))
        #expect(!fixed.contains("notificationsSwitch"))
        #expect(fixed.contains("<action selector=\"notificationsChanged:\""))
        client.open(storyboard)
        let before = client.messages.count
        client.change(storyboard, to: fixed, version: 2)
        let cleared = client.diagnostics(for: storyboard, after: before) { !Self.codes($0).contains("outlet-missing") }
        #expect(Self.codes(cleared) == ["identifier-unused"])
        client.stop()
    }

    @Test func aSelectorMissingItsColonGetsItBack() throws {
        let root = try ExampleCopy.make()
        let storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness()
        client.start(root: root)
        _ = client.diagnostics(for: storyboard)
        let dropped = Self.text(storyboard).replacingOccurrences(of: #"selector="notificationsChanged:""#, with: #"selector="notificationsChanged""#)
        let finding = try #require(Self.breaking(client, storyboard, to: dropped, until: "action-missing", in: storyboard))
        let answer = Self.codeActions(client, storyboard, for: finding)
        let action = try #require(answer.result?.arrayValue?.first)
        #expect(action["title"]?.stringValue == "Add the missing ':' (the method takes a sender): 'notificationsChanged:'")
        let edits = try #require(action["edit"]?["changes"]?[DocumentURI.uri(of: storyboard)]?.arrayValue)
        #expect(Self.apply(edits, to: dropped) == Self.text(storyboard))
        client.stop()
    }

    @Test func aRenameWithTwoCandidatesOffersOnlyTheRemoval() throws {
        let root = try ExampleCopy.make()
        let swift = root + "/Sources/SettingsViewController.swift", storyboard = root + "/Base.lproj/Settings.storyboard"
        let client = ServerHarness()
        client.start(root: root)
        _ = client.diagnostics(for: storyboard)
        let two = Self.text(swift).replacingOccurrences(of: "notificationsChanged(_ sender: UISwitch) {}", with: "a(_ sender: UISwitch) {}\n    @IBAction func b(_ sender: UISwitch) {}")
        let finding = try #require(Self.breaking(client, swift, to: two, until: "action-missing", in: storyboard))
        let answer = Self.codeActions(client, storyboard, for: finding)
        #expect(answer.result?.arrayValue?.compactMap { $0["title"]?.stringValue } == ["Remove the action 'notificationsChanged:' connection"])
        client.stop()
    }

    @Test func definitionGoesFromTheDocumentToTheCodeAndBack() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        client.start(root: root)
        let settings = root + "/Base.lproj/Settings.storyboard"
        // The action's selector → the method.
        let toMethod = client.request("textDocument/definition", Self.at(settings, line: 23, character: 50))
        #expect(toMethod.result?.arrayValue?.first?["uri"]?.stringValue == DocumentURI.uri(of: root + "/Sources/SettingsViewController.swift"))
        #expect(toMethod.result?.arrayValue?.first?["range"]?["start"]?["line"]?.intValue == 6)

        // The string in code → the scene with that storyboard ID, and from there back.
        let swift = root + "/Sources/DashboardViewController.swift"
        let line = Self.text(swift).components(separatedBy: "\n").firstIndex { $0.contains("withIdentifier: \"DashboardViewController\"") }!
        let column = Array(Self.text(swift).components(separatedBy: "\n")[line].utf16).count - 40
        let toScene = client.request("textDocument/definition", Self.at(swift, line: line, character: column))
        let scene = try #require(toScene.result?.arrayValue?.first)
        #expect(scene["uri"]?.stringValue == DocumentURI.uri(of: root + "/Base.lproj/Dashboard.storyboard"))
        let sceneLine = try #require(scene["range"]?["start"]?["line"]?.intValue)
        let dashboardLines = Self.text(root + "/Base.lproj/Dashboard.storyboard").components(separatedBy: "\n")
        #expect(dashboardLines[sceneLine].contains("storyboardIdentifier=\"DashboardViewController\""))
        let attribute = Array(dashboardLines[sceneLine].utf16).count - Array(dashboardLines[sceneLine].components(separatedBy: "storyboardIdentifier=")[1].utf16).count + 3
        let back = client.request("textDocument/definition", Self.at(root + "/Base.lproj/Dashboard.storyboard", line: sceneLine, character: attribute))
        #expect(back.result?.arrayValue?.first?["uri"]?.stringValue == DocumentURI.uri(of: swift))
        #expect(back.result?.arrayValue?.first?["range"]?["start"]?["line"]?.intValue == line)
        client.stop()
    }

    @Test func referencesOfAnActionAndAnOutletAreTheirConnections() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        client.start(root: root)
        let swift = root + "/Sources/SettingsViewController.swift"
        let settings = DocumentURI.uri(of: root + "/Base.lproj/Settings.storyboard")
        let action = client.request("textDocument/references", Self.at(swift, line: 6, character: 20, includeDeclaration: false))
        #expect(action.result?.arrayValue?.map { [$0["uri"]?.stringValue ?? "", String($0["range"]?["start"]?["line"]?.intValue ?? -1)] } == [[settings, "23"]])
        let outlet = client.request("textDocument/references", Self.at(swift, line: 4, character: 30, includeDeclaration: true))
        let places = outlet.result?.arrayValue?.map { $0["uri"]?.stringValue ?? "" } ?? []
        #expect(places == [DocumentURI.uri(of: swift), settings])
        client.stop()
    }

    @Test func hoverShowsTheClassConstraintsAndTheScenesDrawing() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        client.start(root: root)
        let settings = root + "/Base.lproj/Settings.storyboard"
        let lines = Self.text(settings).components(separatedBy: "\n")
        let controller = lines.firstIndex { $0.contains("<viewController") }!
        let hover = client.request("textDocument/hover", Self.at(settings, line: controller, character: 20))
        let markdown = try #require(hover.result?["contents"]?["value"]?.stringValue)
        #expect(markdown.contains("`SettingsViewController` (custom class)"))
        let image = try #require(markdown.components(separatedBy: "](").last?.dropLast())
        let file = try #require(DocumentURI.path(of: String(image)))
        #expect(FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self).contains("<svg ") } == true)

        let view = lines.firstIndex { $0.contains("<switch") }!
        let switchHover = client.request("textDocument/hover", Self.at(settings, line: view, character: 30))
        #expect(switchHover.result?["contents"]?["value"]?.stringValue?.contains("Constraints:") == true)
        client.stop()
    }

    @Test func theOutlineListsScenesControllersAndViews() throws {
        let root = try ExampleCopy.make()
        let client = ServerHarness()
        client.start(root: root)
        let answer = client.request("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(DocumentURI.uri(of: root + "/Base.lproj/Settings.storyboard"))])]))
        let scenes = try #require(answer.result?.arrayValue)
        #expect(scenes.count == 1)
        #expect(scenes[0]["name"]?.stringValue == "Settings View Controller Scene")
        let controller = try #require(scenes[0]["children"]?.arrayValue?.first)
        #expect(controller["detail"]?.stringValue?.hasPrefix("SettingsViewController · set-vc-001") == true)
        #expect(controller["children"]?.arrayValue?.isEmpty == false)
        client.stop()
    }

    /// The quick fixes offered for a finding in a document.
    static func codeActions(_ client: ServerHarness, _ path: String, for finding: JSONValue) -> (result: JSONValue?, error: JSONValue?) {
        client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(DocumentURI.uri(of: path))]),
            "range": finding["range"] ?? .null, "context": .object(["diagnostics": .array([finding])]),
        ]))
    }

    /// Opens a file, replaces its text, and waits for `path`'s diagnostics to include `rule`.
    static func breaking(_ client: ServerHarness, _ file: String, to text: String, until rule: String, in path: String) -> JSONValue? {
        client.open(file)
        let mark = client.messages.count
        client.change(file, to: text, version: 2)
        let broken = client.diagnostics(for: path, after: mark) { codes($0).contains(rule) }
        return broken?.first { $0["code"]?.stringValue == rule }
    }

    static func at(_ path: String, line: Int, character: Int, includeDeclaration: Bool? = nil) -> JSONValue {
        var params: [String: JSONValue] = [
            "textDocument": .object(["uri": .string(DocumentURI.uri(of: path))]),
            "position": .object(["line": .number(Double(line)), "character": .number(Double(character))]),
        ]
        if let includeDeclaration { params["context"] = .object(["includeDeclaration": .bool(includeDeclaration)]) }
        return .object(params)
    }
}
