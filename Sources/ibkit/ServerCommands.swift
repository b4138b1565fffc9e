import ArgumentParser
import Foundation
import IBAgentServer
import IBLanguageServer

/// `ibkit lsp`: the language server, on standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors: diagnostics, go to definition, references, hover, outline and quick fixes across documents and code.")

    @Option(help: "Seconds to wait after an edit before checking.")
    var debounce = 0.25

    @Flag(help: "Also run the layout-variant rules (text-truncated, views-overlap, constraints-unsatisfiable), as check --layout.")
    var layout = false

    @Flag(help: "Accepted for clients that pass it (the server always uses standard input and output).")
    var stdio = false

    func validate() throws {
        guard debounce.isFinite, debounce >= 0, debounce <= 60 else { throw ValidationError("--debounce must be between 0 and 60 seconds") }
    }

    func run() throws {
        var options = LanguageServer.Options()
        options.debounce = debounce
        options.layout = layout
        throw ExitCode(LanguageServer.serveStandardStreams(options: options))
    }
}

/// `ibkit mcp`: the Model Context Protocol server for coding agents.
struct AgentServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Run the Model Context Protocol server (standard input and output) for coding agents: check, outline, layout, flows, render, diff, format, merge and refactor, inside one workspace folder.")

    @Option(help: "The workspace folder the tools may read and write (default: the current directory).")
    var root: String?

    func run() async throws {
        try await AgentServer.serve(root: root ?? FileManager.default.currentDirectoryPath)
    }
}
