import ArgumentParser
import Foundation
import IBDocument
import IBXML
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `ibkit-bench parse PATH...`: MB/s of ibkit (tree + id index) and of XMLParser on the same bytes.
struct ParseBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse throughput: ibkit (tree + typed id index) vs XMLParser with an empty delegate."
    )

    @Argument(help: "Documents or folders to read (.xib/.storyboard found recursively).")
    var paths: [String]

    @Option(help: "Interleaved timed rounds over all inputs; each parser's best round counts.")
    var rounds = 10

    func run() throws {
        let inputs = try BenchInputs.documents(under: paths)
        let total = inputs.reduce(0) { $0 + $1.bytes.count }
        let datas = inputs.map { Data($0.bytes) }
        print("inputs: \(inputs.count) documents, \(String(format: "%.1f", Double(total) / 1_000_000)) MB")

        // Interleaved rounds: both parsers see the same machine load; each keeps its best round.
        var parsedFine = 0
        var ibkit = Double.infinity
        var treeOnly = Double.infinity
        var foundation = Double.infinity
        for _ in 0..<max(1, rounds) {
            ibkit = min(ibkit, seconds {
                parsedFine = 0
                for input in inputs {
                    if let document = try? Document.parse(input.bytes, path: input.path), document.index.count >= 0 { parsedFine += 1 }
                }
            })
            treeOnly = min(treeOnly, seconds {
                for input in inputs { _ = try? XMLTree.parse(input.bytes, path: input.path) }
            })
            foundation = min(foundation, seconds {
                for data in datas {
                    let parser = XMLParser(data: data)
                    let delegate = EmptyDelegate()
                    parser.delegate = delegate
                    _ = parser.parse()
                }
            })
        }
        let ibkitRate = Double(total) / ibkit / 1_000_000
        let foundationRate = Double(total) / foundation / 1_000_000
        print("ibkit (tree + id index): \(String(format: "%8.1f", ibkitRate)) MB/s  (\(parsedFine) parsed)")
        print("ibkit tree alone:        \(String(format: "%8.1f", Double(total) / treeOnly / 1_000_000)) MB/s")
        print("XMLParser, empty delegate: \(String(format: "%6.1f", foundationRate)) MB/s")
        print("ratio: \(String(format: "%.2f", ibkitRate / foundationRate))x XMLParser (target >= 4x)")
    }

    private func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

private final class EmptyDelegate: NSObject, XMLParserDelegate {}
