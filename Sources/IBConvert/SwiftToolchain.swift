import Foundation

/// The Swift compiler `--verify` builds converted code with: the project's own toolchain.
struct SwiftToolchain {
    /// The `swiftc` to run: `$SWIFTC` when set, else the one on the PATH.
    let swiftc: String

    /// The toolchain on this machine; nil when no `swiftc` can be found.
    static func find() -> SwiftToolchain? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return SwiftToolchain(swiftc: explicit) }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftToolchain(swiftc: candidate) }
        }
        return nil
    }

    /// The outcome of running a program.
    struct Outcome {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments` in `folder`, standard output and error together; stops it
    /// after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], in folder: String, timeout: TimeInterval) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let logPath = (folder as NSString).appendingPathComponent(".output-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: logPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                timedOut = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        try? log.close()
        let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output, timedOut: timedOut)
    }
}
