import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starting a program through `posix_spawn`, which `Process` cannot do for what some callers
/// need: file descriptors beyond the standard three handed to the child (a browser's DevTools
/// pipe), or a start cheap enough to time (`Process` sets up more than the short commands timed).
public enum ChildProcess {
    /// Starts the program at `arguments[0]` with `arguments`, standard input, output and error on
    /// /dev/null, each pair of `descriptors` duplicated from the first onto the second in the
    /// child, and this process's environment; its process id, or nil when it cannot start.
    public static func start(_ arguments: [String], descriptors: [(from: Int32, to: Int32)] = []) -> pid_t? {
        guard let program = arguments.first else { return nil }
        // An opaque pointer on Darwin, a struct in Glibc.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for pair in descriptors { posix_spawn_file_actions_adddup2(&actions, pair.from, pair.to) }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        // A program written a moment ago may still be open for writing in a child another thread
        // started before its writer closed it (the child holds the descriptor until it execs):
        // the kernel refuses to run it with ETXTBSY for that moment, so try again shortly.
        for attempt in 1...busyAttempts {
            let status = posix_spawn(&pid, program, &actions, nil, &argv, environment)
            if status == 0 { return pid }
            guard status == ETXTBSY, attempt < busyAttempts else { return nil }
            usleep(10_000)
        }
        return nil
    }

    /// How often a start refused with ETXTBSY is tried, 10 ms apart: five seconds, since on a
    /// loaded machine (a test run on two busy cores) the writer may take over a second to close.
    static let busyAttempts = 500

    /// Waits for a child `start` started; its exit status, or nil when a signal ended it or it
    /// cannot be waited for.
    public static func waitForExit(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}
