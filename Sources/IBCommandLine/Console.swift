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

    /// Creates a console from writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errIsTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.errIsTerminal = errIsTerminal
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(out: { print($0) }, err: { line in
            var text = line + "\n"
            text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        }, errIsTerminal: isatty(2) == 1)
    }
}
