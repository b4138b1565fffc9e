import IBFoundation

/// A console that keeps what one job writes, so that jobs run in parallel and their output is
/// replayed in the order of their inputs, as a sequential run would print it.
final class BufferedConsole: Sendable {
    enum Line: Sendable {
        case out(String)
        case err(String)
    }

    private let lines = LockedValue<[Line]>([])

    /// The console a job writes to.
    var console: Console {
        Console(out: { [lines] line in lines.withLock { $0.append(.out(line)) } },
                err: { [lines] line in lines.withLock { $0.append(.err(line)) } })
    }

    /// Writes the kept lines to `target`, in the order they were written.
    func replay(to target: Console) {
        for line in lines.withLock({ $0 }) {
            switch line {
            case .out(let text): target.out(text)
            case .err(let text): target.err(text)
            }
        }
    }
}
