import Foundation
import IBTestSupport
import Testing

/// Every command that writes files, killed at random moments: each file it writes is then
/// either the old file or the whole new one, never a part.
@Suite(.serialized) struct InterruptedWriteTests {
    static let ibkit = GitMergeDriverTests.ibkit
    /// A large document written with `" />` instead of Xcode's `"/>`, so that `format` rewrites all of it.
    static let source = Corpus.root.appendingPathComponent("kif-framework__KIF/TestHost/Base.lproj/MainStoryboard.storyboard").path

    struct Case: Sendable {
        let name: String
        /// The command, given the scratch folder.
        let arguments: @Sendable (String) -> [String]
        /// The files it writes, relative to the scratch folder.
        let outputs: [String]
    }

    static let cases: [Case] = [
        Case(name: "format", arguments: { ["format", $0 + "/Main.storyboard"] }, outputs: ["Main.storyboard"]),
        Case(name: "merge", arguments: { ["merge", $0 + "/base.storyboard", $0 + "/ours.storyboard", $0 + "/theirs.storyboard", "--output", $0 + "/merged.storyboard"] },
             outputs: ["merged.storyboard"]),
        Case(name: "strings", arguments: { ["strings", $0 + "/base.storyboard", "-o", $0 + "/Main.strings"] }, outputs: ["Main.strings"]),
        Case(name: "gen", arguments: { ["gen", $0 + "/base.storyboard", "--output", $0 + "/Generated"] }, outputs: ["Generated/StoryboardScenes.swift", "Generated/StoryboardSegues.swift", "Generated/ReusableCells.swift"]),
        Case(name: "check --write-baseline", arguments: { ["check", $0 + "/base.storyboard", "--all-documents", "--write-baseline", $0 + "/baseline.json"] }, outputs: ["baseline.json"]),
    ]

    /// The scratch folder with its inputs and, for each output, an old version to be replaced.
    static func prepare() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-kill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Generated", withIntermediateDirectories: true)
        let original = try String(contentsOfFile: source, encoding: .utf8)
        let spaced = original.replacingOccurrences(of: "\"/>", with: "\" />")
        try spaced.write(toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
        for side in ["base", "ours", "theirs"] {
            try original.write(toFile: folder + "/\(side).storyboard", atomically: false, encoding: .utf8)
        }
        try original.replacingOccurrences(of: "\"Root View Controller\"", with: "\"Root\"")
            .write(toFile: folder + "/theirs.storyboard", atomically: false, encoding: .utf8)
        for output in cases.flatMap(\.outputs) where output != "Main.storyboard" {
            try "old \(output)\n".write(toFile: folder + "/" + output, atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// The folder's entries and each output's size and modification time: what a write changes first.
    static func snapshot(_ folder: String, _ outputs: [String]) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) + ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Generated")) ?? [])
        let files = outputs.map { output -> String in
            var status = stat()
            guard stat(folder + "/" + output, &status) == 0 else { return "-" }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            return "\(status.st_size) \(modified.tv_sec) \(modified.tv_nsec)"
        }
        return entries.sorted() + files
    }

    static func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ibkit)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test(arguments: cases.map(\.name))
    func aKilledWriteLeavesTheOldFileOrTheNewOne(name: String) throws {
        let command = try #require(Self.cases.first { $0.name == name })
        let folder = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let olds = try command.outputs.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        // One run to the end gives the new files and how long a run takes.
        let start = Date()
        let whole = try Self.launch(command.arguments(folder))
        whole.waitUntilExit()
        let duration = Date().timeIntervalSince(start)
        let news = try command.outputs.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        #expect(news != olds, "\(name) wrote nothing new")
        var generator = DocumentMutator(seed: 21)
        var sawOld = 0, sawNew = 0
        for round in 0..<30 {
            for (output, old) in zip(command.outputs, olds) { try old.write(to: URL(fileURLWithPath: folder + "/" + output)) }
            let before = Self.snapshot(folder, command.outputs)
            let process = try Self.launch(command.arguments(folder))
            if round % 2 == 0 {
                // At a random moment of the run.
                usleep(useconds_t(Double(generator.below(1000)) / 1000 * duration * 1.2 * 1e6))
            } else {
                // The moment the folder first changes: when a write begins, whatever way it is made.
                let deadline = Date().addingTimeInterval(duration * 3 + 1)
                while Self.snapshot(folder, command.outputs) == before && Date() < deadline && process.isRunning {}
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (index, output) in command.outputs.enumerated() {
                let now = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + output))
                #expect(now == olds[index] || now == news[index], "\(name): \(output) is neither the old file nor the new one (\(now.count) bytes)")
                if now == olds[index] { sawOld += 1 } else if now == news[index] { sawNew += 1 }
            }
        }
        #expect(sawOld + sawNew == 30 * command.outputs.count)
    }
}
