import Foundation
import IBTestSupport
import Testing

/// The servers driven by real clients, as editors and agents run them: pytest-lsp's protocol
/// client, Neovim's built-in LSP client (headless, with the setup Docs/Editors/ibkit.lua gives),
/// and the reference MCP client. `.ci/run` installs all three.
@Suite(.serialized) struct RealClientTests {
    static let ibkit = BuiltProducts.ibkit
    static let clients = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients").path
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs a command, ended after `timeout` seconds; its status and output together.
    static func run(_ arguments: [String], environment: [String: String], in folder: String, timeout: Double = 300) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    var environment: [String: String] { ["IBKIT": Self.ibkit, "IBKIT_EXAMPLE": Self.repository + "/Examples/SeedApp"] }

    @Test func pytestLSPDrivesTheLanguageServer() throws {
        #expect(FileManager.default.fileExists(atPath: Self.ibkit), "the ibkit executable is built beside the tests")
        let (status, output) = try Self.run(["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_lsp.py"], environment: environment, in: Self.clients)
        #expect(status == 0, "pytest-lsp (pip install pytest-lsp, as .ci/run does):\n\(output)")
    }

    @Test func theReferenceMCPClientDrivesTheAgentServer() throws {
        let (status, output) = try Self.run(["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_mcp.py"], environment: environment, in: Self.clients)
        #expect(status == 0, "the mcp client (pip install mcp, as .ci/run does):\n\(output)")
    }

    @Test func theDocumentedSnippetsParseAndStartTheServers() throws {
        let (status, output) = try Self.run(["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_editor_snippets.py"], environment: environment, in: Self.clients)
        #expect(status == 0, "Docs/Editors.md's snippets:\n\(output)")
    }

    @Test func neovimsClientWithTheDocumentedSetup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let root = folder.appendingPathComponent("SeedApp").path
        try FileManager.default.copyItem(atPath: Self.repository + "/Examples/SeedApp", toPath: root)
        var environment = environment
        environment["IBKIT_ROOT"] = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        environment["IBKIT_SETUP"] = Self.repository + "/Docs/Editors/ibkit.lua"
        let (status, output) = try Self.run(["nvim", "--headless", "-u", "NONE", "-c", "luafile \(Self.clients)/neovim_session.lua"],
                                            environment: environment, in: root, timeout: 120)
        #expect(status == 0, "Neovim (apt-get install neovim, as .ci/run does):\n\(output)")
        #expect(output.contains("neovim session passed"))
    }
}
