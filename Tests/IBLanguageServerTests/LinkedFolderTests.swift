import Foundation
import IBAgentServer
import IBLanguageServer
import Testing

/// A folder reached through a symbolic link is the same folder, as macOS's `/tmp` is
/// `/private/tmp` and its temporary folders live under `/var`, a link to `/private/var`: an
/// editor's paths, a scan's and an agent's agree whichever way each was written. The links are
/// made here, so the tests mean the same on Linux.
@Suite struct LinkedFolderTests {
    /// A real folder with a document, and a link to it beside it.
    static func linkedFolder() throws -> (real: URL, link: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-linked-\(UUID().uuidString)")
        let real = base.appendingPathComponent("private/project"), link = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("<document/>".utf8).write(to: real.appendingPathComponent("Main.storyboard"))
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        return (real, link)
    }

    @Test func theLanguageServerSeesOneFileWhetherThePathGoesThroughTheLinkOrNot() throws {
        let (real, link) = try Self.linkedFolder()
        let throughLink = Workspace.resolved(link.appendingPathComponent("Main.storyboard").path)
        #expect(throughLink == Workspace.resolved(real.appendingPathComponent("Main.storyboard").path))
        #expect(Workspace.resolved(link.path) == Workspace.resolved(real.path))
    }

    @Test func anAgentsWorkspaceGivenThroughTheLinkHoldsTheRealFolderAndNothingBeside() throws {
        let (real, link) = try Self.linkedFolder()
        let boundary = WorkspaceBoundary(root: link.path)
        #expect(try boundary.resolve(real.appendingPathComponent("Main.storyboard").path) == boundary.resolve("Main.storyboard"))
        #expect(try boundary.resolve(link.appendingPathComponent("New.storyboard").path).hasSuffix("/New.storyboard"))
        #expect(throws: WorkspaceBoundary.Refusal.self) { try boundary.resolve(real.deletingLastPathComponent().path) }
        #expect(throws: WorkspaceBoundary.Refusal.self) { try boundary.resolve("../project-elsewhere/Main.storyboard") }
    }
}
