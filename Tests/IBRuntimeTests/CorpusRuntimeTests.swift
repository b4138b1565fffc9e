import IBProject
import IBRuntime
import IBTestSupport
import Testing

/// Every corpus storyboard's entry point and identified scenes loaded and shown, every segue
/// performed once, every xib instantiated — nothing crashes, every failure is a value. Fewer
/// scenes, xibs or segues than recorded, or more failures of any kind, fails the test.
@Suite struct CorpusRuntimeTests {
    static let recordedSegues: [String: Int] = [
        "custom": 9, "embed": 28, "modal": 17, "popover": 9, "popoverPresentation": 2, "presentation": 43,
        "push": 95, "relationship": 287, "sheet": 3, "show": 105, "showDetail": 9, "unwind": 9,
    ]
    /// Both are references to storyboards without an initial controller (IBDecodable fixtures).
    static let recordedFailures: [RuntimeFailure.Kind: Int] = [.destinationMissing: 2]

    @Test func everyScenesSegueAndXibRunsWithFailuresAsValues() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.root.path]).files)
        #expect(project.documents.count >= 1196)
        let report = Exerciser.run(project)
        #expect(report.scenesLoaded >= 589, "scenes loaded: \(report.scenesLoaded) of \(report.scenesTried)")
        #expect(report.nibsLoaded >= 702)
        for (kind, count) in Self.recordedSegues {
            #expect(report.seguesPerformed[kind] ?? 0 >= count, "\(kind) segues performed: \(report.seguesPerformed[kind] ?? 0), recorded \(count)")
        }
        let failures = Dictionary(grouping: report.failures) { (failure: RuntimeFailure) in failure.kind }
        for (kind, list) in failures {
            #expect(list.count <= Self.recordedFailures[kind] ?? 0, "\(kind): \(list.map(\.description).joined(separator: "\n"))")
        }
    }
}
