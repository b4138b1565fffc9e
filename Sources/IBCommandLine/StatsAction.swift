import Foundation
import IBDocument
import IBFoundation

/// `ibkit stats`: walks paths and counts what the documents hold, by kind.
public enum StatsAction {
    /// Counts every document under the paths; returns the exit status (1 when any file could not be read).
    public static func run(paths: [String], json: Bool, console: Console) -> Int32 {
        let (documents, missing) = DocumentFinder.find(paths)
        var failed = !missing.isEmpty
        console.reportMissing(missing)
        var statistics = DocumentStatistics()
        var progress = ProgressBar(total: documents.count, console: console)
        var errors: [String] = []
        for (done, path) in documents.enumerated() {
            progress.update(done: done, current: path)
            do {
                statistics.add(try Document.load(contentsOf: path))
            } catch {
                failed = true
                statistics.addUnreadable()
                errors.append(error.description)
            }
        }
        progress.update(done: documents.count, current: "")
        progress.finish()
        for error in errors { console.err(error) }
        if json {
            console.printJSON(statistics)
        } else {
            console.out(StatsRenderer.render(statistics))
        }
        return failed ? 1 : 0
    }
}

/// Renders ``DocumentStatistics`` as an aligned table.
public enum StatsRenderer {
    /// The counts, one per line, grouped, zero rows left out.
    public static func render(_ s: DocumentStatistics) -> String {
        var rows: [(String, Int)] = []
        rows += s.documents.sorted { $0.key < $1.key }.map { ("documents: \($0.key)", $0.value) }
        rows += s.platforms.sorted { $0.key < $1.key }.map { ("platform: \($0.key)", $0.value) }
        rows += [("scenes", s.scenes), ("controllers", s.controllers), ("views", s.views), ("placeholders", s.placeholders),
                 ("storyboard references", s.storyboardReferences), ("other objects", s.otherObjects),
                 ("constraints", s.constraints), ("runtime attributes", s.runtimeAttributes)]
        rows += s.connections.sorted { $0.key < $1.key }.map { ("connections: \($0.key)", $0.value) }
        rows += s.segues.sorted { $0.key < $1.key }.map { ("segues: \($0.key)", $0.value) }
        let width = rows.map(\.0.count).max() ?? 0
        var lines = rows.filter { $0.1 > 0 }.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String($0.1) }
        lines.append("bytes read".padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(s.bytes))
        return lines.joined(separator: "\n")
    }
}
