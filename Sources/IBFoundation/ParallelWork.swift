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

    /// Runs `body` once for each index in `0..<count`, on up to ``maximumJobs`` threads at once
    /// across every loop of the process; returns when every index has run. Indices are handed out
    /// in order, one at a time, so that a few slow items do not leave the other workers idle.
    ///
    /// The calling thread works too, and the loop adds threads of its own whenever a core is free,
    /// also later, when a loop around it runs out of work: Dispatch would run a
    /// `concurrentPerform` inside another one on a single thread for good, which left the loop
    /// over one document's layouts serial once the loop over the documents had nothing else to do.
    public static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        let workers = workers(for: count)
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let capacity = maximumJobs ?? ProcessInfo.processInfo.activeProcessorCount
        let next = LockedValue(0)
        let spawned = LockedValue(0)
        let done = DispatchGroup()
        withoutActuallyEscaping(body) { body in
            // The threads reach `body` through a box emptied before it goes out of scope: a
            // thread's block may outlive the call by a moment.
            let task = LockedValue<(@Sendable (Int) -> Void)?>(body)
            /// Takes the next index until none is left; before each, adds a thread while this loop
            /// has fewer than it may use and a core is idle.
            @Sendable func work() {
                while true {
                    let index = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < count else { return }
                    if index + 1 < count, spawned.withLock({ value in
                        guard value < workers - 1, Self.claimCore(within: capacity) else { return false }
                        value += 1
                        return true
                    }) {
                        done.enter()
                        let thread = Thread {
                            work()
                            Self.active.withLock { $0 -= 1 }
                            done.leave()
                        }
                        thread.stackSize = stackSize
                        thread.start()
                    }
                    task.withLock { $0 }?(index)
                }
            }
            work()
            // Waiting, this thread leaves its core to the others (a loop inside one of them may take it).
            Self.active.withLock { $0 -= 1 }
            done.wait()
            Self.active.withLock { $0 += 1 }
            task.withLock { $0 = nil }
        }
    }

    /// Counts one more thread running loop bodies, if fewer than `capacity` do.
    private static func claimCore(within capacity: Int) -> Bool {
        active.withLock { active in
            guard active < capacity else { return false }
            active += 1
            return true
        }
    }

    /// The threads running loop bodies now, the process's first thread included.
    private static let active = LockedValue(1)

    /// A worker's stack: as deep as a process's main thread allows on macOS (8 MiB), so that no
    /// document nests deeper on a worker than it could on the main thread.
    static let stackSize = 8 << 20
}
