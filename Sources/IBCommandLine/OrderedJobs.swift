import IBFoundation

/// Many files worked on at once (`--jobs`), with a progress bar on a terminal, and what each job
/// prints replayed afterwards in the order of the files, as a run one file at a time prints it.
enum OrderedJobs {
    /// Runs `body` for each index of `paths` on all cores, giving it a console of its own; returns
    /// the results in the order of `paths`.
    static func run<Result: Sendable>(_ paths: [String], console: Console, _ body: @Sendable (Int, Console) -> Result) -> [Result] {
        let outputs = paths.map { _ in BufferedConsole() }
        let results = ConcurrentSlots<Result>(count: paths.count)
        let bar = LockedValue(ProgressBar(total: paths.count, console: console))
        let done = LockedValue(0)
        ParallelWork.forEach(paths.count) { index in
            results[index] = body(index, outputs[index].console)
            let count = done.withLock { value -> Int in value += 1; return value }
            bar.withLock { $0.update(done: count, current: paths[index]) }
        }
        bar.withLock { $0.finish() }
        for buffer in outputs { buffer.replay(to: console) }
        return results.values
    }
}
