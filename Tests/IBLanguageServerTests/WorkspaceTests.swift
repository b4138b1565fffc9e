import Foundation
import IBFoundation
import IBLanguageServer
import Testing

/// The workspace behind the server: re-checks after edits see what changed, in the editor or on disk.
@Suite struct WorkspaceTests {
    static func rules(_ workspace: Workspace, _ path: String) -> [String] { (workspace.findings[path] ?? []).map(\.ruleID) }

    @Test func aFileChangedOnDiskBehindTheEditorIsSeenAtTheNextEdit() throws {
        let root = try ExampleCopy.make()
        let workspace = Workspace(roots: [root])
        workspace.load()
        let storyboard = root + "/Base.lproj/Settings.storyboard", swift = root + "/Sources/SettingsViewController.swift"
        #expect(Self.rules(workspace, storyboard) == ["identifier-unused"])
        // A checkout renames the method; the editor only reports an edit elsewhere.
        let text = try String(contentsOfFile: swift, encoding: .utf8)
        try text.replacingOccurrences(of: "notificationsChanged(", with: "toggled(").write(toFile: swift, atomically: true, encoding: .utf8)
        workspace.setText(Array("// edited\n".utf8) + (workspace.text(of: root + "/Sources/BadgeView.swift") ?? []), for: root + "/Sources/BadgeView.swift")
        workspace.update(changed: [root + "/Sources/BadgeView.swift"])
        #expect(Self.rules(workspace, storyboard).contains("action-missing"))
    }

    @Test func anUnsavedBufferIsCheckedInsteadOfTheDisk() throws {
        let root = try ExampleCopy.make()
        let workspace = Workspace(roots: [root])
        workspace.load()
        let storyboard = root + "/Base.lproj/Settings.storyboard", swift = root + "/Sources/SettingsViewController.swift"
        let text = try String(contentsOfFile: swift, encoding: .utf8)
        workspace.setText(Array(text.replacingOccurrences(of: "notificationsChanged(", with: "toggled(").utf8), for: swift)
        workspace.update(changed: [swift])
        #expect(Self.rules(workspace, storyboard).contains("action-missing"))
        workspace.setText(nil, for: swift)
        workspace.update(changed: [swift])
        #expect(Self.rules(workspace, storyboard) == ["identifier-unused"])
    }

    @Test func editingTheConfigurationAppliesItAtOnce() throws {
        let root = try ExampleCopy.make()
        let workspace = Workspace(roots: [root])
        workspace.load()
        let storyboard = root + "/Base.lproj/Settings.storyboard"
        #expect(Self.rules(workspace, storyboard) == ["identifier-unused"])
        workspace.setText(Array("disabled_rules:\n  - identifier-unused\n".utf8), for: root + "/.ibkit.yml")
        workspace.update(changed: [root + "/.ibkit.yml"])
        #expect(Self.rules(workspace, storyboard) == [])
        workspace.setText(Array("disabled_rules: [no-such-rule]\n".utf8), for: root + "/.ibkit.yml")
        workspace.update(changed: [root + "/.ibkit.yml"])
        #expect(workspace.findings[root + "/.ibkit.yml"]?.first?.severity == .error)
    }
}
