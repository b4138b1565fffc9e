import Foundation
import IBFoundation

/// One child process run to its end (or stopped), with its wall time and peak memory.
struct ChildRun {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32
    var signal: Int32
    var timedOut: Bool

    /// Runs `arguments` with output discarded and waits for its end; its exit status.
    ///
    /// Through `posix_spawn` rather than `Process`, whose own set-up in a large process costs
    /// more than the short commands being timed.
    @discardableResult
    static func run(_ arguments: [String]) -> Int32 {
        guard let pid = spawn(arguments) else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status
    }

    /// Runs `arguments` with output discarded, sampling the child's `VmHWM` (its high-water
    /// resident set since `exec`) every millisecond until it exits.
    ///
    /// Not `wait4`'s `ru_maxrss` on Linux: there it counts the memory of the spawning process,
    /// whose address space the child shares until `exec`, and this process holds the made-up
    /// documents. macOS has no `/proc`; its `ru_maxrss` is the child's own, in bytes.
    static func measure(_ arguments: [String], timeout: Double) -> ChildRun {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let pid = spawn(arguments) else {
            return ChildRun(seconds: 0, peakMegabytes: 0, status: -1, signal: 0, timedOut: false)
        }
        var status: Int32 = 0
        var timedOut = false
        var peakKilobytes = 0
        while true {
            #if os(Linux)
            peakKilobytes = max(peakKilobytes, highWaterMark(of: pid))
            if waitpid(pid, &status, WNOHANG) == pid { break }
            #else
            var usage = rusage()
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                peakKilobytes = Int(usage.ru_maxrss) / 1024
                break
            }
            #endif
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

    /// Starts `arguments` with its output discarded.
    static func spawn(_ arguments: [String]) -> pid_t? { ChildProcess.start(arguments) }

    /// `VmHWM` of a running process, in kB (0 once it has exited).
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
    }
}
