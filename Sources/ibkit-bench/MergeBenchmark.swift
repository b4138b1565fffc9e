import ArgumentParser
import Foundation
import IBEdit
import IBXML

/// `ibkit-bench merge CASES IBKIT`: how long a merge of each real case takes, in process and as
/// the `ibkit merge` command, against the same run's parse of the three sides and the command's
/// start-up (`ibkit --help`), so that a median can be read as work plus a fixed cost.
struct MergeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge time per real case (in process and as a command) against parsing the three sides and the command's start-up."
    )

    @Argument(help: "A folder of unpacked cases (<repo>/<n>/{base,ours,theirs}.<ext>), as in ../shared/merges/cases.tar.xz.")
    var cases: String

    @Argument(help: "The ibkit executable to time as a command.")
    var ibkit: String

    @Option(help: "Runs per case; the best counts.")
    var rounds = 3

    func run() throws {
        var inProcess: [Double] = [], parses: [Double] = [], commands: [Double] = []
        let folders = (FileManager.default.enumerator(atPath: cases)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("meta.json") }.map { cases + "/" + ($0 as NSString).deletingLastPathComponent }.sorted()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-bench-merge-\(getpid())").path
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            func side(_ name: String) -> String? { names.first { $0.hasPrefix(name + ".") }.map { folder + "/" + $0 } }
            guard let base = side("base"), let ours = side("ours"), let theirs = side("theirs") else { continue }
            let bytes = [base, ours, theirs].map { [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data()) }
            if bytes.contains(where: DocumentMerge.isLegacyArchive) { continue }
            inProcess.append(best { _ = try? DocumentMerge.merge(base: bytes[0], ours: bytes[1], theirs: bytes[2]) })
            parses.append(best { for side in bytes { _ = try? XMLTree.parse(side, path: "side") } })
            commands.append(best { _ = ChildRun.run([ibkit, "merge", base, ours, theirs, "--output", scratch]) })
        }
        try? FileManager.default.removeItem(atPath: scratch)
        let startup = (0..<20).map { _ in Self.time { _ = ChildRun.run([ibkit, "--help"]) } }
        print("cases: \(inProcess.count) <document> merges (legacy archives left out: the command merges them as text)")
        print(String(format: "in process: merge median %.1f ms, max %.1f ms; parse of the three sides median %.1f ms (ratio %.1f×)",
                     median(inProcess), inProcess.max() ?? 0, median(parses), median(inProcess) / max(median(parses), 0.001)))
        print(String(format: "as a command: median %.1f ms, max %.1f ms; start-up (`ibkit --help`) median %.1f ms",
                     median(commands), commands.max() ?? 0, median(startup)))
    }

    func best(_ body: () -> Void) -> Double { (0..<rounds).map { _ in Self.time(body) }.min() ?? 0 }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
