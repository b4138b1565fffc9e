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
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
            let megabytes = Double(bytes.count) / 1_048_576
            let bound = 4 * megabytes + 100
            var commands: [[String]] = [["check", path, "--all-documents"], ["layout", path], ["gen", path, "--output", folder + "/gen"],
                                        ["strings", path], ["stats", path], ["format", "--check", path], ["diff", path, path]]
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
                             shown.replacingOccurrences(of: folder + "/", with: ""), result.seconds, result.peakMegabytes, bound,
                             result.peakMegabytes > bound ? " **over**" : "", status))
            }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// One child process run to its end (or stopped), with its wall time and peak memory.
struct ChildRun {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32
    var signal: Int32
    var timedOut: Bool

    /// Runs `arguments` with output discarded, sampling the child's `VmHWM` (its high-water
    /// resident set since `exec`) every millisecond until it exits.
    ///
    /// Not `wait4`'s `ru_maxrss`: on Linux that counts the memory of the spawning process, whose
    /// address space the child shares until `exec`, and this process holds the made-up documents.
    static func measure(_ arguments: [String], timeout: Double) -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            return ChildRun(seconds: 0, peakMegabytes: 0, status: -1, signal: 0, timedOut: false)
        }
        var status: Int32 = 0
        var timedOut = false
        var peakKilobytes = 0
        while true {
            peakKilobytes = max(peakKilobytes, highWaterMark(of: pid))
            if waitpid(pid, &status, WNOHANG) == pid { break }
            if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(1_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let signal = status & 0x7f
        return ChildRun(seconds: seconds, peakMegabytes: Double(peakKilobytes) / 1024, status: (status >> 8) & 0xff,
                        signal: signal, timedOut: timedOut)
    }

    /// `VmHWM` of a running process, in kB (0 once it has exited).
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
    }
}
