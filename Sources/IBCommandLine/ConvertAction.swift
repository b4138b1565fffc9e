import Foundation
import IBConvert
import IBDocument
import IBFoundation

/// `ibkit convert`: writes the Swift that builds each document's scenes and views, and with
/// `--verify` proves it builds the same objects the document loads.
public enum ConvertAction {
    /// Converts every document under `paths`; returns the exit status (1 when a file could not be
    /// read or written, or verification found a difference). `framework` (`uikit`, `appkit`)
    /// converts only the documents of that framework; nil converts each for its own.
    public static func run(paths: [String], output: String?, options: ConvertOptions, verify: Bool, json: Bool, framework: String? = nil,
                           console: Console) -> Int32 {
        let (documents, missing) = DocumentFinder.find(paths)
        var failed = !missing.isEmpty
        console.reportMissing(missing)
        var reports: [ConvertReport] = []
        let verifier: ConversionVerifier?
        if verify {
            do {
                verifier = try ConversionVerifier.prepared()
            } catch {
                console.err("error: cannot prepare the interface module for --verify: \(error)")
                return 1
            }
        } else {
            verifier = nil
        }
        for path in documents {
            let document: Document
            do {
                document = try Document.load(contentsOf: path)
            } catch {
                failed = true
                console.err(error.description)
                continue
            }
            if let framework, framework != (document.platform == .macOS ? "appkit" : "uikit") {
                console.err("\(path):1:1: warning: --to \(framework) skips this \(document.platform.map { "\($0)" } ?? "") document")
                reports.append(ConvertReport(document: path, files: [], notes: [], verification: nil, skipped: true))
                continue
            }
            guard let result = DocumentConverter.convert(document, options: options) else {
                console.err("\(path):1:1: warning: only UIKit (iOS, tvOS) and AppKit (macOS) documents are converted; \(document.platform.map { "\($0)" } ?? "this platform") is not")
                reports.append(ConvertReport(document: path, files: [], notes: [], verification: nil, skipped: true))
                continue
            }
            var notes = result.notes
            for file in result.files { notes += file.notes }
            if let output {
                do {
                    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                    try AtomicFile.write(result.files.map { (Array($0.source.utf8), (output as NSString).appendingPathComponent($0.name)) })
                } catch {
                    failed = true
                    console.err("\(path):1:1: error: cannot write the converted files to \(output): \(error.localizedDescription)")
                }
            } else if !json {
                for file in result.files {
                    console.out("// ───── \(file.name)")
                    console.out(file.source)
                }
            }
            var verification: ConversionVerification?
            if let verifier {
                verification = verifier.verify(document: document, strings: options.strings)
                if verification?.isEqual != true { failed = true }
            }
            if !json {
                for note in notes { console.err("\(note.location): note: \(note.message)") }
                if let verification {
                    for line in verification.summaryLines { console.err("\(path): \(line)") }
                }
            }
            reports.append(ConvertReport(document: path, files: result.files.map(\.name), notes: notes.map { "\($0.location): \($0.message)" },
                                         verification: verification, skipped: false))
        }
        if json { console.printJSON(reports) }
        return failed ? 1 : 0
    }
}

/// What `ibkit convert --json` prints for one document.
struct ConvertReport: Encodable {
    var document: String
    var files: [String]
    var notes: [String]
    var verification: ConversionVerification?
    var skipped: Bool
}
