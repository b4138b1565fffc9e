import Dispatch
import Foundation

/// Work spread over the machine's cores, never more workers at once than `--jobs` allows.
///
/// Every parallel loop of ibkit (documents loaded, sources indexed, documents checked and
/// exercised, projects read) goes through here, so that one setting bounds them all: a CI
/// runner shared with other jobs, or a laptop kept responsive, asks for fewer.
public enum ParallelWork {
    private static let limit = LockedValue<Int?>(nil)

    /// The most workers at once; nil means one per active core.
    public static var maximumJobs: Int? {
        get { limit.withLock { $0 } }
        set { limit.withLock { $0 = newValue.map { max(1, $0) } } }
    }

    /// The workers a loop of `count` iterations gets.
    static func workers(for count: Int) -> Int {
        min(count, maximumJobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Runs `body` once for each index in `0..<count`, on up to ``maximumJobs`` threads; returns
    /// when every index has run. Indices are handed out in order, one at a time, so that a few
    /// slow items do not leave the other workers idle.
    public static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        let workers = workers(for: count)
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                body(index)
            }
        }
    }
}
