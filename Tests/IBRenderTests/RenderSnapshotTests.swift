import Foundation
import IBDocument
import IBRender
import IBTestSupport
import Testing

/// The seed examples' drawings, compared with the ones recorded in `Snapshots/`: a change to what
/// is drawn shows up as a reviewable diff of SVG text. `IBKIT_RECORD_SNAPSHOTS=1 swift test
/// --filter RenderSnapshotTests` records them again.
@Suite struct RenderSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let recording = ProcessInfo.processInfo.environment["IBKIT_RECORD_SNAPSHOTS"] == "1"

    static let examples: [String] = (try? FileManager.default.subpathsOfDirectory(atPath: Corpus.examples.path))?
        .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted() ?? []

    @Test(arguments: examples)
    func theDrawingsOfAnExampleAreTheRecordedOnes(example: String) throws {
        let url = Corpus.examples.appendingPathComponent(example)
        // Paths in the drawings are relative, so that they read the same on every machine.
        let document = try Document.parse(Corpus.bytes(url), path: "Examples/" + example)
        var drawings = SceneRenderer.render(document)
        if let map = StoryboardMap.drawing(of: document) { drawings.append(map) }
        let stem = url.deletingPathExtension().lastPathComponent
        for drawing in drawings {
            let file = Self.folder.appendingPathComponent("\(stem)-\(drawing.name).svg")
            if Self.recording {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try Data(drawing.svg.utf8).write(to: file)
                continue
            }
            let recorded = try? String(contentsOf: file, encoding: .utf8)
            #expect(recorded != nil, "no snapshot \(file.lastPathComponent): record with IBKIT_RECORD_SNAPSHOTS=1")
            if let recorded, recorded != drawing.svg {
                let line = zip(recorded.split(separator: "\n", omittingEmptySubsequences: false), drawing.svg.split(separator: "\n", omittingEmptySubsequences: false))
                    .enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("\(file.lastPathComponent) differs at line \((line?.offset ?? 0) + 1): recorded \(line?.element.0 ?? "") drawn \(line?.element.1 ?? "")")
            }
        }
        // A snapshot of a drawing no longer made (a renamed or dropped drawing) is stale.
        let drawn = Set(drawings.map { "\(stem)-\($0.name).svg" })
        let stale = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasPrefix(stem + "-") && !drawn.contains($0) }
        #expect(Self.recording || stale.isEmpty, "stale snapshots: \(stale.sorted()); delete them")
    }
}
