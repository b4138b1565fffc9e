import ArgumentParser
import Foundation
import IBCheck
import IBLanguageServer
import IBProject

/// `ibkit-bench lsp APP...`: how soon the language server publishes its first diagnostics after
/// `initialize`, and how long it takes to check again after one Swift file is edited, next to a
/// whole `check` of the same project measured in the same run.
struct LanguageServerBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Language server: first diagnostics after initialize, and re-diagnosis after editing one Swift file (p50/p95), against a whole check."
    )

    @Argument(help: "App folders.")
    var paths: [String]

    @Option(help: "Swift files edited per app (those declaring classes the documents name first).")
    var edits = 40

    func run() throws {
        print("| app | documents | sources | first diagnostics after initialize | re-diagnosis after a Swift edit p50 / p95 (n) | whole check (baseline) |")
        print("| --- | --- | --- | --- | --- | --- |")
        for path in paths {
            let root = Workspace.resolved(path)
            let first = firstDiagnostics(root)
            let (p50, p95, count, project) = editTimes(root)
            let start = Date()
            _ = Checker().run(Project(files: ProjectScanner.files(in: [root]).files))
            let whole = Date().timeIntervalSince(start)
            print(String(format: "| %@ | %d | %d | %.2f s | %.1f / %.1f ms (%d) | %.2f s |", (root as NSString).lastPathComponent,
                         project.documents.count, project.parsedSources.count, first, p50 * 1000, p95 * 1000, count, whole))
        }
    }

    /// Seconds from sending `initialize` to the first `publishDiagnostics` (or, with nothing to
    /// publish, the log line that ends the first check).
    func firstDiagnostics(_ root: String) -> Double {
        let published = DispatchSemaphore(value: 0)
        let seen = LockedFlag()
        let server = LanguageServer { bytes in
            // Diagnostics, or for a project without findings the log line the first check ends with.
            let text = String(decoding: bytes, as: UTF8.self)
            if !seen.value, text.contains("textDocument/publishDiagnostics") || text.contains("window/logMessage") {
                seen.value = true
                published.signal()
            }
        }
        let start = Date()
        server.receive(Self.body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(DocumentURI.uri(of: root))","capabilities":{}}}"#))
        server.receive(Self.body(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#))
        _ = published.wait(timeout: .now() + 120)
        return Date().timeIntervalSince(start)
    }

    /// Edits Swift files one at a time through the workspace the server keeps (the editor's text
    /// changes; nothing is written) and times each re-check.
    func editTimes(_ root: String) -> (Double, Double, Int, Project) {
        let workspace = Workspace(roots: [root])
        workspace.load()
        guard let project = workspace.project else { return (0, 0, 0, Project(files: [])) }
        let named = Set(project.documents.flatMap { $0.allObjects.compactMap(\.customClass) })
        let swift = project.parsedSources.filter { $0.path.hasSuffix(".swift") }
        let chosen = (swift.filter { $0.types.contains { named.contains($0.name) } } + swift.filter { !$0.types.contains { named.contains($0.name) } })
            .prefix(edits)
        var times: [Double] = []
        for file in chosen {
            guard let text = workspace.text(of: file.path) else { continue }
            let start = Date()
            workspace.setText(text + Array("\n// edited\n".utf8), for: file.path)
            workspace.update(changed: [file.path])
            times.append(Date().timeIntervalSince(start))
            // Back to the saved text, the file still open, as an editor leaves it.
            workspace.setText(text, for: file.path)
            workspace.update(changed: [file.path])
        }
        times.sort()
        func percentile(_ p: Double) -> Double { times.isEmpty ? 0 : times[min(times.count - 1, Int((Double(times.count) * p).rounded(.up)) - 1)] }
        return (percentile(0.5), percentile(0.95), times.count, project)
    }

    static func body(_ json: String) -> [UInt8] { Array(json.utf8) }
}

/// A flag set from the server's output thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
