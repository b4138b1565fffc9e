import ArgumentParser
import Foundation
import IBConvert
import IBDocument
import IBFoundation

/// `ibkit-bench convert PATH... [--verify]`: converts every UIKit document, and with `--verify`
/// compiles and runs each conversion against the interface module: the share proven equal, by
/// platform and for Auto Layout documents, with the causes of the rest.
struct ConvertBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert every UIKit document to Swift; with --verify, the share of documents whose code builds exactly what they load, and why the rest do not."
    )

    @Argument(help: "Folders or documents.")
    var paths: [String]

    @Flag(help: "Compile and run every conversion against the interface module (about a second or two per document).")
    var verify = false

    @Option(help: "Verify only every Nth document (1: all).")
    var every = 1

    @Option(help: "Write one line per document that is not proven equal: path, then its first differences.")
    var misses: String?

    func run() throws {
        let documents = try BenchInputs.documents(under: paths)
        var converted: [(path: String, document: Document)] = []
        var files = 0, notes = 0, legacy = 0
        let start = Date()
        for (path, bytes) in documents {
            guard let document = try? Document.parse(bytes, path: path) else { continue }
            // An Xcode 4 archive has no typed model: it is not converted, so it proves nothing.
            guard document.format == .document else {
                if DocumentConverter.converts(document.platform) { legacy += 1 }
                continue
            }
            guard let result = DocumentConverter.convert(document) else { continue }
            files += result.files.count
            notes += result.notes.count + result.files.map(\.notes.count).reduce(0, +)
            converted.append((path, document))
        }
        print(String(format: "converted %d UIKit and AppKit documents of %d into %d files with %d notes in %.2f s", converted.count, documents.count, files, notes, Date().timeIntervalSince(start)))
        print("not converted: \(legacy) legacy <archive> documents (Xcode 4 and older)")
        guard verify else { return }
        let verifier = try ConversionVerifier.prepared()
        let sample = converted.enumerated().filter { $0.offset % max(1, every) == 0 }.map(\.element)
        let results = LockedValue([Int: ConversionVerification]())
        let verifyStart = Date()
        ParallelWork.forEach(sample.count) { index in
            let outcome = verifier.verify(document: sample[index].document)
            results.withLock { $0[index] = outcome }
        }
        let outcomes = results.withLock { $0 }
        var rows: [String: (all: Int, equal: Int)] = [:]
        var causes: [String: Int] = [:]
        var missLines: [String] = []
        for (index, item) in sample.enumerated() {
            guard let outcome = outcomes[index] else { continue }
            let platform = item.document.platform.map { "\($0)" } ?? "?"
            let framework = item.document.platform == .macOS ? "AppKit" : "UIKit"
            let layout = item.document.header.useAutolayout == true ? "Auto Layout" : "springs and struts"
            for key in [platform, "\(platform), \(layout)", framework, "\(framework), \(layout)", "all, \(layout)", "all"] {
                rows[key, default: (0, 0)].all += 1
                if outcome.isEqual { rows[key, default: (0, 0)].equal += 1 }
            }
            guard !outcome.isEqual else { continue }
            let cause = outcome.compiled ? (outcome.differences.first.map(Self.kind) ?? "?") : "does not compile: " + (outcome.compilerErrors.first.map(Self.compilerKind) ?? "?")
            causes[cause, default: 0] += 1
            missLines.append(([item.path] + (outcome.compiled ? Array(outcome.differences.prefix(4)) : Array(outcome.compilerErrors.prefix(4)))).joined(separator: "\t"))
        }
        print(String(format: "verified %d documents in %.1f s", sample.count, Date().timeIntervalSince(verifyStart)))
        for key in rows.keys.sorted() {
            let row = rows[key]!
            print(String(format: "  %-32@ %4d / %4d equal (%.1f%%)", key as NSString, row.equal, row.all, Double(row.equal) * 100 / Double(max(1, row.all))))
        }
        print("causes of the rest (first finding of each document):")
        for (cause, count) in causes.sorted(by: { $0.value > $1.value }).prefix(30) { print(String(format: "  %4d  %@", count, cause)) }
        if let misses { try (missLines.joined(separator: "\n") + "\n").write(toFile: misses, atomically: true, encoding: .utf8) }
    }

    /// A difference with its specifics taken out, to count like ones together.
    static func kind(_ difference: String) -> String {
        var text = difference
        if let colon = text.range(of: "): ") { text = String(text[colon.upperBound...]) }
        text = text.replacingOccurrences(of: #""[^"]*""#, with: "\"…\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #"view [0-9.]+"#, with: "view N", options: .regularExpression)
        text = text.replacingOccurrences(of: #"[0-9]+(\.[0-9]+)*"#, with: "N", options: .regularExpression)
        return String(text.prefix(110))
    }

    static func compilerKind(_ error: String) -> String {
        guard let range = error.range(of: "error: ") else { return error }
        return kind(String(error[range.upperBound...]).replacingOccurrences(of: #"'[^']*'"#, with: "'…'", options: .regularExpression))
    }
}
