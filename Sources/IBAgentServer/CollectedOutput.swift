import IBCommandLine
import IBFoundation

/// What an action printed, kept instead of written, for a tool's answer.
final class CollectedOutput: Sendable {
    private let out = LockedValue<[String]>([])
    private let err = LockedValue<[String]>([])

    /// A console writing into this collection.
    var console: Console {
        Console(out: { [out] line in out.withLock { $0.append(line) } }, err: { [err] line in err.withLock { $0.append(line) } })
    }

    /// Standard output's lines.
    var standardOutput: String { out.withLock { $0.joined(separator: "\n") } }
    /// Standard error's lines.
    var standardError: String { err.withLock { $0.joined(separator: "\n") } }
}
