import ArgumentParser
import Foundation
import IBDocument
import IBXML

/// `ibkit-bench memory`: peak memory of parsing a large storyboard, against the process baseline.
///
/// The big document is synthesized here, then read and parsed by a fresh child process
/// (`memory-probe`), so that no memory of the synthesis is counted or reused.
struct MemoryBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Peak memory of parsing a storyboard grown to --size MB by repeating its scenes."
    )

    @Argument(help: "A storyboard whose scenes are repeated.")
    var storyboard: String

    @Option(help: "Size of the synthesized document, in MB.")
    var size = 8

    @Option(help: "Keep the synthesized document at this path.")
    var output: String?

    func run() throws {
        let path = output ?? FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-bench-\(getpid()).storyboard").path
        try Data(try Self.synthesize(from: storyboard, bytes: size * 1_000_000)).write(to: URL(fileURLWithPath: path))
        defer { if output == nil { try? FileManager.default.removeItem(atPath: path) } }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: child.executableURL!.path) {
            #if os(Linux)
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            #else
            child.executableURL = Bundle.main.executableURL
            #endif
        }
        child.arguments = ["memory-probe", path]
        try child.run()
        child.waitUntilExit()
        if child.terminationStatus != 0 { throw ExitCode(child.terminationStatus) }
    }

    /// The storyboard with its `<scene>` elements repeated until the file reaches `bytes`;
    /// ids are prefixed per copy so the index sees distinct objects, as in a real large storyboard.
    static func synthesize(from path: String, bytes target: Int) throws -> [UInt8] {
        let text = String(decoding: try FileBytes.read(path), as: UTF8.self)
        guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>") else {
            throw ValidationError("\(path) has no <scenes> element")
        }
        let scenes = String(text[open.upperBound..<close.lowerBound])
        var body = ""
        var copy = 0
        while body.utf8.count + text.utf8.count < target {
            body += scenes.replacingOccurrences(of: "id=\"", with: "id=\"c\(copy)-")
            copy += 1
        }
        return Array((String(text[..<open.upperBound]) + body + String(text[close.lowerBound...])).utf8)
    }
}

/// `ibkit-bench memory-probe FILE`: reads and parses one file, printing RSS before and the peak after.
struct MemoryProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory-probe",
        abstract: "Read and parse one document in this process and report its peak memory.",
        shouldDisplay: false
    )

    @Argument(help: "The document to parse.")
    var path: String

    func run() throws {
        let baseline = Self.status("VmRSS")
        let bytes = try FileBytes.read(path)
        let document = try Document.parse(bytes, path: path)
        let peak = Self.status("VmHWM")
        let mb = Double(bytes.count) / 1_000_000
        let above = Double(peak - baseline) / 1024
        print("document: \(String(format: "%.2f", mb)) MB, \(document.tree.nodeCount) nodes, \(document.tree.attributeRecordCount) attributes, \(document.index.count) ids")
        print("process baseline RSS: \(String(format: "%.1f", Double(baseline) / 1024)) MB; peak: \(String(format: "%.1f", Double(peak) / 1024)) MB")
        print("peak above baseline (file bytes + tree + id index): \(String(format: "%.1f", above)) MB = \(String(format: "%.2f", above / mb))x the file (target <= 3x)")
    }

    /// A field of /proc/self/status, in kB. macOS has no `/proc`: both fields are then the peak
    /// resident set so far (`getrusage`, in bytes there), so the baseline is an upper bound.
    static func status(_ field: String) -> Int {
        #if !os(Linux)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
        #else
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
        }
        return 0
        #endif
    }
}
