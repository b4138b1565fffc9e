import Foundation
import IBCommandLine
import IBDocument
import IBEdit
import IBTestSupport
import Testing

/// Damaged real documents through every command: each ends with status 0 or 1, an unreadable
/// one with a `file:line:column: error:` message, never a trap, a signal or a hang. (`diff` and
/// `merge` keep `diff`'s and git's convention: 2 means trouble, an input that cannot be read;
/// `merge` takes legacy `<archive>` documents as text, as `git merge-file` does.)
///
/// A fixed sample of the corpus (every 8th document under 200 KB, in path order) times every
/// kind of damage, from a fixed seed, so a failure reproduces exactly.
@Suite struct MutationSweepTests {
    typealias Captured = CommandLineTests.Captured

    static let sample: [String] = {
        let all = (FileManager.default.enumerator(atPath: Corpus.root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        return stride(from: 0, to: all.count, by: 8).map { Corpus.root.appendingPathComponent(all[$0]).path }
            .filter { ((try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? nil ?? 0) < 200_000 }
    }()

    /// The commands, each given the damaged file (and, where a command takes two, the intact one).
    static let commands: [(name: String, run: @Sendable (_ damaged: String, _ intact: String, _ scratch: String, Console) -> Int32)] = [
        ("dump", { damaged, _, _, console in DumpAction.run(paths: [damaged], json: false, console: console) }),
        ("stats", { damaged, _, _, console in StatsAction.run(paths: [damaged], json: true, console: console) }),
        ("check", { damaged, _, _, console in
            var options = CheckAction.Options()
            options.paths = [damaged]
            options.allDocuments = true
            return CheckAction.run(options, console: console)
        }),
        ("check --layout", { damaged, _, _, console in
            var options = CheckAction.Options()
            options.paths = [damaged]
            options.allDocuments = true
            options.layout = true
            return CheckAction.run(options, console: console)
        }),
        ("layout", { damaged, _, _, console in LayoutAction.run(paths: [damaged], device: nil, json: false, console: console) }),
        ("render", { damaged, _, scratch, console in
            RenderAction.run(paths: [damaged], output: scratch + "/render", device: nil, scene: nil, format: "svg", dark: false, console: console)
        }),
        ("render --format html", { damaged, _, scratch, console in
            RenderAction.run(paths: [damaged], output: scratch + "/page", device: nil, scene: nil, format: "html", dark: false, console: console)
        }),
        ("flows", { damaged, _, _, console in FlowsAction.run(document: damaged, projectPath: nil, dot: false, console: console) }),
        ("run", { damaged, _, _, console in
            var options = RunAction.Options()
            options.document = damaged
            options.taps = ["1", "1", "2"]
            return RunAction.run(options, console: console)
        }),
        ("strings", { damaged, _, _, console in StringsAction.run(paths: [damaged], output: nil, check: false, console: console) }),
        ("gen", { damaged, _, scratch, console in
            var options = GenAction.Options()
            options.paths = [damaged]
            options.output = scratch + "/Generated.swift"
            return GenAction.run(options, console: console)
        }),
        ("diff", { damaged, intact, _, console in DiffAction.run(old: intact, new: damaged, displayPath: nil, json: false, console: console) }),
        ("diff --html", { damaged, intact, scratch, console in
            DiffAction.run(old: intact, new: damaged, displayPath: nil, json: false, html: scratch + "/review.html", console: console)
        }),
        ("merge", { damaged, intact, scratch, console in
            var options = MergeAction.Options()
            (options.base, options.ours, options.theirs) = (intact, damaged, intact)
            options.output = scratch + "/merged"
            return MergeAction.run(options, console: console)
        }),
        ("format", { damaged, _, _, console in FormatAction.run(paths: [damaged], check: true, console: console) }),
        ("edit", { damaged, _, scratch, console in
            var options = EditAction.Options()
            options.document = damaged
            options.output = scratch + "/edited"
            let script = #"{"edits": [{"op": "renameClass", "from": "AppDelegate", "to": "Delegate"}, {"op": "remove", "id": "-1"}]}"#
            return EditAction.run(options, console: console, standardInput: { Array(script.utf8) })
        }),
    ]

    /// The commands that lay out every variant of a document, run on every other document of
    /// the sample (each still through every damage) to keep the suite's time.
    static let everyOtherDocument: Set<String> = ["check --layout", "render --format html"]

    // Generous: a case takes under a second in a debug build, but many minutes under a sanitizer
    // on shared cores; the limit is there to turn a hang into a failure.
    @Test(.timeLimit(.minutes(15)), arguments: sample)
    func everyDamageThroughEveryCommandEndsInAStatusAndAMessage(path: String) throws {
        let intact = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = URL(fileURLWithPath: path).lastPathComponent
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-sweep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let intactPath = scratch + "/intact-" + name
        try Data(intact).write(to: URL(fileURLWithPath: intactPath))
        let sampleIndex = Self.sample.firstIndex(of: path) ?? 0
        var mutator = DocumentMutator(seed: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }))
        for mutation in DocumentMutator.Mutation.allCases {
            let damaged = mutator.apply(mutation, to: intact)
            let damagedPath = scratch + "/" + name
            try Data(damaged).write(to: URL(fileURLWithPath: damagedPath))
            // Legacy `<archive>` documents merge as text, as `git merge-file` would: nothing is parsed.
            let readable = (try? Document.parse(damaged, path: damagedPath)) != nil
            let textual = DocumentMerge.isLegacyArchive(intact)
            for command in Self.commands where !Self.everyOtherDocument.contains(command.name) || sampleIndex % 2 == 0 {
                let captured = Captured()
                let status = command.run(damagedPath, intactPath, scratch, captured.console)
                let label = "\(name) \(mutation.rawValue) through \(command.name)"
                let trouble: Int32 = command.name.hasPrefix("diff") || command.name == "merge" ? 2 : 1
                #expect(status == 0 || status == 1 || (!readable && status == trouble), "\(label): status \(status)")
                if !readable && !(textual && command.name == "merge") {
                    #expect(status == trouble, "\(label): an unreadable document must fail")
                    let said = captured.stdout + "\n" + captured.stderr
                    #expect(said.contains(damagedPath + ":") && said.contains(": error: "), "\(label): no file:line:column: error: message")
                }
            }
        }
    }
}
