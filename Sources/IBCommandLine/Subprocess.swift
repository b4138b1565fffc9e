import Foundation

/// Runs a tool found on the PATH (git, for the merge fallback and the driver setup).
enum Subprocess {
    /// The exit status and standard output, standard error discarded; nil when it cannot start.
    static func run(_ arguments: [String]) -> (status: Int32, output: [UInt8])? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](data))
    }
}
