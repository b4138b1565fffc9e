import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an action writes: standard output for results, standard error for diagnostics and progress.
/// Tests pass closures that collect the text instead.
public struct Console: Sendable {
    /// Writes a line of results.
    public var out: @Sendable (String) -> Void
    /// Writes a line of diagnostics.
    public var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress bars are drawn only there).
    public var errIsTerminal: Bool
    /// Writes text to standard error as it is, with no line break: a status line redrawn in place.
    public var status: @Sendable (String) -> Void

    /// Creates a console from writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errIsTerminal: Bool = false,
                status: @escaping @Sendable (String) -> Void = { _ in }) {
        self.out = out
        self.err = err
        self.errIsTerminal = errIsTerminal
        self.status = status
    }

    /// The process's standard output and standard error. Standard output is buffered, standard
    /// error is not: what was printed is flushed before each write to standard error, so that a
    /// terminal or pipe given both never gets a diagnostic in the middle of a result line.
    public static var standard: Console {
        Console(out: { print($0) }, err: { line in
            fflush(nil)
            var text = line + "\n"
            text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        }, errIsTerminal: isatty(2) == 1, status: { raw in
            fflush(nil)
            var text = raw
            text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        })
    }
}

extension Console {
    /// Writes a value as JSON on standard output, keys sorted so that output diffs stay stable.
    func printJSON(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(value) { out(String(decoding: data, as: UTF8.self)) }
    }

    /// Writes text that already ends in a line break as lines of results.
    func block(_ text: String) {
        out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// Reports paths that do not exist, one error each.
    func reportMissing(_ paths: [String]) {
        for path in paths { err("\(path):1:1: error: no such file or folder") }
    }
}
