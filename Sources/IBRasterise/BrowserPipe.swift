import Foundation
import IBFoundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A Chromium-family browser started with `--remote-debugging-pipe`, and the two channels the
/// DevTools protocol runs over: the browser reads commands on its file descriptor 3 and writes
/// replies and events on 4, each message JSON ended by a NUL byte.
///
/// The channels are Unix socket pairs, not pipes: a write to a browser that has died must fail
/// with an error, and only a socket can be written without raising SIGPIPE (which would end ibkit).
final class BrowserPipe {
    /// Why the browser could not be started or talked to.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var pending: [UInt8] = []
    private var exited = false

    /// Starts `executable` with `arguments` (without `--remote-debugging-pipe`, added here), its
    /// standard input, output and error on /dev/null.
    init(executable: String, arguments: [String]) throws {
        let toBrowser = try Self.socketPair(), fromBrowser = try Self.socketPair()
        // The browser's ends are moved above 3 and 4 first, so that the dup2s below can never
        // overwrite one another; the copies close in the browser at exec, as do ours.
        let browserReads = fcntl(toBrowser.1, F_DUPFD_CLOEXEC, 10), browserWrites = fcntl(fromBrowser.1, F_DUPFD_CLOEXEC, 10)
        close(toBrowser.1)
        close(fromBrowser.1)
        defer {
            close(browserReads)
            close(browserWrites)
        }
        guard browserReads >= 0, browserWrites >= 0 else {
            close(toBrowser.0)
            close(fromBrowser.0)
            throw Failure(description: "cannot make the channels to the browser")
        }
        guard let pid = ChildProcess.start([executable] + arguments + ["--remote-debugging-pipe"], descriptors: [(browserReads, 3), (browserWrites, 4)]) else {
            close(toBrowser.0)
            close(fromBrowser.0)
            throw Failure(description: "cannot start \(executable)")
        }
        self.pid = pid
        commands = toBrowser.0
        replies = fromBrowser.0
    }

    deinit { stop() }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        var bytes = try [UInt8](JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Self.write(commands, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser stopped reading") }
            sent += count
        }
    }

    /// The next message the browser writes, waiting at most `timeout` seconds for it.
    func next(timeout: Double) throws -> [String: Any] {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(timeout, 0) * 1e9)
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
                    throw Failure(description: "the browser wrote a message that is not a JSON object")
                }
                return object
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw Failure(description: "the browser did not answer within \(Int(timeout)) s") }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { throw Failure(description: "cannot wait for the browser") }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser closed its channel") }
            pending += chunk[..<count]
        }
    }

    /// Closes the channels and waits for the browser to exit, killing it if it has not within
    /// `grace` seconds.
    func stop(grace: Double = 5) {
        guard !exited else { return }
        exited = true
        close(commands)
        close(replies)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(grace * 1e9)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if DispatchTime.now().uptimeNanoseconds > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return
            }
            usleep(10_000)
        }
    }

    /// A connected pair of Unix stream sockets, closed at exec; writes to either never raise SIGPIPE.
    private static func socketPair() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Darwin)
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { throw Failure(description: "cannot make the channels to the browser") }
        var on: Int32 = 1
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            setsockopt(end, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        #else
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure(description: "cannot make the channels to the browser")
        }
        #endif
        return (ends[0], ends[1])
    }

    /// Writes without SIGPIPE: Darwin's sockets carry `SO_NOSIGPIPE`; Linux asks per call.
    private static func write(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.send(socket, bytes, count, 0)
        #elseif canImport(Glibc)
        return Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        return Musl.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
        #endif
    }
}
