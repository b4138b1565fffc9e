import Foundation
import IBGen
import IBProject
import IBTestSupport
import Testing

/// The typed context `gen` templates will read, on the example app and on the corpus.
@Suite struct GenContextTests {
    static func json(_ context: GenContext) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
    }

    /// `Goldens/SeedApp.context.json`; `IBKIT_RECORD=1 swift test` rewrites it, to be reviewed as a diff.
    @Test func theExampleAppsContextMatchesItsGolden() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let produced = try Self.json(GenContext(project: project))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/SeedApp.context.json")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: golden, encoding: .utf8)
        #expect(committed == produced, "Goldens/SeedApp.context.json is stale: review the change, then IBKIT_RECORD=1 swift test")
    }

    /// `Goldens/GenApp.context.json`: prototype cells, xib cells, modules, a reference and unusual identifiers.
    @Test func theFixtureAppsContextMatchesItsGolden() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/GenApp")
        let produced = try Self.json(GenContext(project: Project(files: ProjectScanner.files(in: [fixture.path]).files)))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/GenApp.context.json")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: golden, encoding: .utf8)
        #expect(committed == produced, "Goldens/GenApp.context.json is stale: review the change, then IBKIT_RECORD=1 swift test")
        #expect(produced.contains("\"modules\" : [\n    \"Accounts\",\n    \"Gallery\"\n  ]"))
    }

    @Test func seguesReachTheirDestinationClassThroughReferences() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let context = GenContext(project: project)
        let main = try #require(context.storyboards.first { $0.name == "Main" })
        let fromA = try #require(main.segues.first { $0.sceneName == "AViewController" })
        let settings = try #require(fromA.segues.first { $0.identifier == "showSettings" })
        #expect(settings.destination?.name == "SettingsViewController")
        #expect(settings.destinationStoryboard == "Settings")
        #expect(main.initialScene?.controller.name == "UINavigationController")
        let badge = try #require(context.xibs.first { $0.name == "BadgeView" })
        #expect(badge.owner == nil)
        #expect(badge.views.map(\.name) == ["BadgeView"])
        #expect(context.xibs.first { $0.name == "ProfileCardView" }?.owner?.name == "ProfileCardView")
    }

    /// Every corpus document goes into one context, the same twice, and survives a JSON round trip.
    @Test func theCorpusContextIsDeterministic() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.root.path]).files)
        let first = GenContext(project: project)
        // Names, not files: the corpus's many apps share names such as Main and LaunchScreen.
        #expect(first.storyboards.count == Set(project.documents.filter { $0.isStoryboard && $0.platform != nil && $0.format == .document }.map { Project.baseName($0.path) }).count)
        #expect(first.xibs.count >= 300, "xib names: \(first.xibs.count)")
        #expect(first == GenContext(project: project))
        let decoded = try JSONDecoder().decode(GenContext.self, from: Data(Self.json(first).utf8))
        #expect(decoded == first)
        for storyboard in first.storyboards {
            #expect(Set(storyboard.segues.map(\.sceneName)).count == storyboard.segues.count, "\(storyboard.name): scene names repeat")
        }
    }
}
