import ArgumentParser
import Foundation
import IBXML

/// `ibkit-bench limits IBKIT`: each limit document through each command, as a child process:
/// wall time, peak memory (the child's maximum resident set) and its bound, 4× the file plus
/// 100 MB, printed as a Markdown table.
struct LimitsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limits",
        abstract: "Time and peak memory of every command on documents at the limits (100k views, 200k constraints, 10k scenes, a 1,000-scene segue cycle, deepest nesting, 256 MiB)."
    )

    @Argument(help: "The ibkit executable.")
    var ibkit: String

    @Option(help: "A storyboard whose scenes are repeated to make the 256 MiB file.")
    var large: String?

    @Option(help: "Seconds before a command is stopped and reported as not finishing.")
    var timeout = 600.0

    @Option(help: "Only the rows whose name contains this.")
    var only: String?

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-limits-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let editedFolder = folder + "-edited"
        try FileManager.default.createDirectory(atPath: editedFolder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: editedFolder)
        }
        var rows: [(String, String, () throws -> [UInt8])] = [
            ("100,000 views", "Views.xib", { Array(LimitDocuments.views(roots: 100, children: 999).utf8) }),
            ("200,000 constraints", "Constraints.xib", { Array(LimitDocuments.constraints(roots: 1000, children: 50, perChild: 4).utf8) }),
            ("10,000 scenes", "Scenes.storyboard", { Array(LimitDocuments.scenes(10_000, cycle: false).utf8) }),
            ("segue cycle of 1,000 scenes", "Cycle.storyboard", { Array(LimitDocuments.scenes(1_000, cycle: true).utf8) }),
            ("nesting at the depth limit", "Deep.xib", { Array(LimitDocuments.nesting(depth: XMLParseOptions.default.maxDepth).utf8) }),
        ]
        if let large {
            rows.append(("256 MiB file", "Large.storyboard", { try MemoryBenchmark.synthesize(from: large, bytes: XMLParseOptions.default.maxFileSize - 4_000_000) }))
        }
        print("| document | size | command | time | peak memory | bound (4× file + 100 MB) | status |")
        print("|---|---|---|---|---|---|---|")
        for (name, file, make) in rows where only.map({ name.contains($0) }) ?? true {
            let path = folder + "/" + file
            let bytes = try make()
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            // A diff with one change also names what changed, which reads the typed model. The
            // copy lives outside the folder: commands that read the document's folder (and its
            // subfolders) as its project would otherwise load it too.
            let edited = editedFolder + "/" + file
            try Data(Self.editLastObject(bytes)).write(to: URL(fileURLWithPath: edited))
            let megabytes = Double(bytes.count) / 1_048_576
            let bound = 4 * megabytes + 100
            var commands: [[String]] = [["check", path, "--all-documents"], ["layout", path], ["gen", path, "--output", folder + "/gen"],
                                        ["strings", path], ["stats", path], ["format", "--check", path], ["diff", path, path], ["diff", path, edited]]
            if file.hasSuffix(".storyboard") {
                commands += [["flows", path], ["run", path] + (name.contains("cycle") ? (0..<1_100).flatMap { ["--tap", "b\($0 % 1_000)"] } : [])]
            } else {
                commands += [["run", path]]
            }
            for command in commands {
                let result = ChildRun.measure([ibkit] + command, timeout: timeout)
                let shown = command.count > 8 ? "run \(file) + \((command.count - 2) / 2) taps" : command.map { $0 == path ? file : $0 }.joined(separator: " ")
                let status = result.timedOut ? "stopped after \(Int(timeout)) s" : result.signal != 0 ? "signal \(result.signal)" : "exit \(result.status)"
                print(String(format: "| %@ | %.1f MB | `%@` | %.2f s | %.0f MB | %.0f MB%@ | %@ |", name, megabytes,
                             shown.replacingOccurrences(of: editedFolder + "/", with: "edited/").replacingOccurrences(of: folder + "/", with: ""), result.seconds, result.peakMegabytes, bound,
                             result.peakMegabytes > bound ? " **over**" : "", status))
            }
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: edited)
        }
    }

    /// The document with one attribute added to the last element that has an id; a name no
    /// element has, so that the edit never repeats an attribute.
    static func editLastObject(_ bytes: [UInt8]) -> [UInt8] {
        let marker = Array(" id=\"".utf8)
        guard let range = bytes.ranges(of: marker).last else { return bytes }
        return Array(bytes[..<range.lowerBound]) + Array(" ibkitBenchEdit=\"1\"".utf8) + Array(bytes[range.lowerBound...])
    }
}
