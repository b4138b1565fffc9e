import Foundation
import IBFoundation

/// Checking after edits, and publishing what changed.
extension LanguageServer {
    /// Notes that a file changed and checks after the debounce.
    func changed(_ path: String, debounce: Double? = nil) {
        pendingPaths.insert(path)
        scheduleCheck(after: debounce ?? options.debounce)
    }

    /// Checks once no change has come for `delay` seconds.
    func scheduleCheck(after delay: Double) {
        debounceGeneration += 1
        let generation = debounceGeneration
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            guard generation == debounceGeneration, phase == .running || phase == .shuttingDown else { return }
            startCheck()
        }
    }

    /// Hands the editor's texts to the check queue, then publishes on this one.
    func startCheck() {
        let texts = open.mapValues(\.text)
        let versions = open.mapValues(\.version)
        let paths = pendingPaths, load = needsLoad, rescan = needsRescan
        pendingPaths = []
        needsLoad = false
        needsRescan = false
        let roots = roots, layout = options.layout
        checkQueue.async { [self] in
            let workspace = self.workspace ?? Workspace(roots: roots, layout: layout)
            self.workspace = workspace
            for (path, _) in workspace.overlaidPaths where texts[path] == nil { workspace.setText(nil, for: path) }
            for (path, text) in texts { workspace.setText(text, for: path) }
            if rescan { workspace.rescan() }
            if load { workspace.load() } else { workspace.update(changed: paths) }
            guard let project = workspace.project else { return }
            let checked = Snapshot(project: project, findings: workspace.findings, texts: texts)
            queue.async { [self] in
                snapshot = checked
                publish(checked, versions: versions)
                if load { logSummary(checked) }
                let waiting = waitingForSnapshot
                waitingForSnapshot = []
                for body in waiting { body(checked) }
            }
        }
    }

    /// Tells the client, in its log, what the first check read and found: a project with no
    /// findings publishes nothing else.
    func logSummary(_ checked: Snapshot) {
        let all = checked.findings.values.flatMap { $0 }
        let errors = all.filter { $0.severity == .error }.count, warnings = all.filter { $0.severity == .warning }.count
        let message = "ibkit: checked \(checked.project.documents.count) document(s), \(checked.project.sources.files.count) source file(s): \(errors) error(s), \(warnings) warning(s)"
        notify("window/logMessage", .object(["type": .number(3), "message": .string(message)]))
    }

    /// Runs `body` with the latest checked state, waiting for the first check if need be.
    func whenChecked(_ body: @escaping (Snapshot) -> Void) {
        if let snapshot { return body(snapshot) }
        waitingForSnapshot.append(body)
        if needsLoad { scheduleCheck(after: 0) }
    }

    /// Publishes each file whose diagnostics differ from what the editor was last sent, except
    /// open files the editor has changed since the check's snapshot: a newer check is coming.
    /// `only` limits it to some files: the others' findings are not in question, so what the
    /// editor shows for them stands.
    func publish(_ checked: Snapshot, versions: [String: Int], only: Set<String>? = nil) {
        var files = Set(checked.findings.keys).union(published.keys).union(versions.keys)
        if let only { files.formIntersection(only) }
        for path in files.sorted() {
            if let version = versions[path], let current = open[path], current.version != version { continue }
            if versions[path] == nil, open[path] != nil { continue }
            var indexes: [String: LineIndex] = [:]
            let lines = { (file: String) -> LineIndex in
                if let known = indexes[file] { return known }
                let index = LineIndex(checked.texts[file] ?? FileManager.default.contents(atPath: file).map(Array.init) ?? [])
                indexes[file] = index
                return index
            }
            let diagnostics = Self.diagnostics(checked.findings[path] ?? [], lines: lines, uri: uri(of:))
            if published[path] == diagnostics && published[path] != nil { continue }
            if published[path] == nil && diagnostics.isEmpty && versions[path] == nil { continue }
            published[path] = diagnostics
            var params: [String: JSONValue] = ["uri": .string(uri(of: path)), "diagnostics": (try? JSONValue(encoding: diagnostics)) ?? .array([])]
            if let version = versions[path] { params["version"] = .number(Double(version)) }
            notify("textDocument/publishDiagnostics", .object(params))
        }
    }

    /// Sends a file's diagnostics again (a file opened with its saved text).
    func republish(_ path: String) {
        guard let snapshot else { return }
        published[path] = nil
        publish(snapshot, versions: open[path].map { [path: $0.version] } ?? [:], only: [path])
    }

    /// A path's URI, as the client spelled it if it named the file.
    func uri(of path: String) -> String { clientURIs[path] ?? DocumentURI.uri(of: path) }

    /// ibkit's findings as the editor's diagnostics; `lines` gives each file's line index and
    /// `uri` each file's URI.
    static func diagnostics(_ findings: [Diagnostic], lines: (String) -> LineIndex, uri: (String) -> String) -> [LSP.Diagnostic] {
        findings.map { finding in
            let severity: Int
            switch finding.severity {
            case .error: severity = 1
            case .warning: severity = 2
            case .note: severity = 3
            }
            var diagnostic = LSP.Diagnostic(range: lines(finding.location.file).range(line: finding.location.line, column: finding.location.column),
                                            severity: severity, code: finding.ruleID, message: finding.message)
            let related = finding.notes.map { note in
                let file = Workspace.resolved(note.location.file)
                return LSP.RelatedInformation(location: LSP.Location(uri: uri(file), range: lines(file).range(line: note.location.line, column: note.location.column)),
                                              message: note.message)
            }
            if !related.isEmpty { diagnostic.relatedInformation = related }
            return diagnostic
        }
    }
}
