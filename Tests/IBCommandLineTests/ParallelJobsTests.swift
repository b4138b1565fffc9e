import IBCheck
import IBCommandLine
import IBFoundation
import IBProject
import IBTestSupport
import Testing

/// `--jobs N` bounds every parallel loop; what is found does not depend on it. Serialized: the
/// bound is the process's.
@Suite(.serialized) struct ParallelJobsTests {
    typealias Captured = CommandLineTests.Captured

    @Test(arguments: [nil, 1, 3] as [Int?])
    func everyIndexRunsOnceWhateverTheJobs(jobs: Int?) {
        ParallelWork.maximumJobs = jobs
        defer { ParallelWork.maximumJobs = nil }
        let runs = LockedValue([Int](repeating: 0, count: 1_000))
        ParallelWork.forEach(1_000) { index in runs.withLock { $0[index] += 1 } }
        #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 })
    }

    @Test func checkingWithOneJobFindsWhatCheckingOnEveryCoreFinds() {
        var options = CheckAction.Options()
        options.paths = [Corpus.examples.path]
        let everyCore = Captured()
        let status = CheckAction.run(options, console: everyCore.console)
        ParallelWork.maximumJobs = 1
        defer { ParallelWork.maximumJobs = nil }
        let oneJob = Captured()
        #expect(CheckAction.run(options, console: oneJob.console) == status)
        #expect(oneJob.stdout == everyCore.stdout)
        #expect(!oneJob.stdout.isEmpty)
    }

    @Test func theCheckerTellsProgressOncePerDocumentUpToTheTotal() {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let seen = LockedValue<[Int]>([])
        var checker = Checker()
        checker.progress = { done, total, _ in
            seen.withLock { $0.append(done) }
            #expect(total == project.documents.count)
        }
        _ = checker.run(project)
        #expect(seen.withLock { $0 } == Array(1...project.documents.count))
    }

    @Test func jobsBelowOneAreRefused() {
        #expect(throws: (any Error).self) { try IBKitCommand.parseAsRoot(["check", "--jobs", "0"]) }
        #expect(throws: Never.self) { try IBKitCommand.parseAsRoot(["check", "--jobs", "2"]) }
    }
}
