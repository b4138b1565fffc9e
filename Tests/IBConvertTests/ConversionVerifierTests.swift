import Foundation
@testable import IBConvert
import IBDocument
import IBTestSupport
import Testing

/// `--verify` compiles converted code against the interface modules with this machine's swiftc,
/// runs it and compares what it built with the document.
@Suite(.serialized) struct ConversionVerifierTests {
    static let seedApp = Corpus.repositoryRoot.appendingPathComponent("Examples/SeedApp")

    @Test func theSeedAppsDocumentsConvertToCodeThatBuildsTheSameViews() throws {
        let verifier = try ConversionVerifier.prepared()
        let documents = ["Base.lproj/Main.storyboard", "Base.lproj/Dashboard.storyboard", "Base.lproj/Settings.storyboard",
                         "Views/BadgeView.xib", "Views/ProfileCardView.xib"]
        for path in documents {
            let document = try Document.load(contentsOf: Self.seedApp.appendingPathComponent(path).path)
            let outcome = verifier.verify(document: document)
            #expect(outcome.isEqual, "\(path): \(outcome.summaryLines.joined(separator: "\n"))")
            #expect(outcome.roots > 0)
        }
    }

    @Test func aWrongTextAMissingConstraintAndAStrayOutletAreEachNamed() throws {
        let document = try ConvertFixtures.document(ConvertFixtures.loginForm)
        let verifier = try ConversionVerifier.prepared()
        let root = try #require(document.object(withID: "root"))
        let expected = ExpectedTree(root: root, owner: document.object(withID: "vc-1"), stubs: verifier.stubs)
        let recorded: [String: Any] = [
            "views": ["class": "UIView", "properties": [:] as [String: Any], "subviews": [
                ["class": "UILabel", "properties": ["text": "Welcome!", "font": "system(17,semibold)"], "subviews": [] as [Any]],
                ["class": "UIButton", "properties": ["title[normal]": "Sign In"], "subviews": [] as [Any]],
            ]] as [String: Any],
            "constraints": [] as [Any],
            "outlets": [["owner": "owner", "key": "titleLabel", "destination": "1"]],
            "actions": [] as [Any],
        ]
        let differences = TreeComparison.differences(recorded: recorded, expected: expected)
        #expect(differences.contains("view 0: text is \"Welcome!\", document \"Welcome\""))
        #expect(differences.contains("missing constraint: 0.top == #safeArea.top ×1 +20 @1000"))
        #expect(differences.contains("extra outlet: owner.titleLabel = 1"))
        #expect(differences.contains("missing outlet: owner.titleLabel = 0"))
        #expect(differences.contains("missing action: 1 touchUpInside → owner.signIn:"))
        #expect(differences.contains("root view: backgroundColor is not set, document \"system(systemBackgroundColor)\""))
    }

    @Test func aCorpusSampleVerifiesEqual() throws {
        // Every 12th UIKit document of the corpus: all of them take about three minutes (`ibkit-bench convert --verify`).
        let documents = Corpus.documents.enumerated().filter { $0.offset % 12 == 0 }.map(\.element)
        #expect(!documents.isEmpty, "the corpus is missing")
        let verifier = try ConversionVerifier.prepared()
        var verified = 0
        var unequal: [String] = []
        for url in documents {
            // Legacy archives are not converted: they would pass with nothing to compare.
            guard let document = try? Document.load(contentsOf: url.path), document.format == .document,
                  document.platform == .iOS || document.platform == .tvOS else { continue }
            verified += 1
            let outcome = verifier.verify(document: document)
            if !outcome.isEqual { unequal.append(Corpus.name(url) + ": " + (outcome.summaryLines.dropFirst().first ?? "")) }
        }
        #expect(verified > 50)
        // All 745 UIKit documents: 739 equal (99.2%); the sample holds at least 97%.
        #expect(Double(verified - unequal.count) >= 0.97 * Double(verified), "not equal: \(unequal)")
    }

    @Test func aMacNibAndStoryboardConvertToCodeThatBuildsTheSameObjects() throws {
        let verifier = try ConversionVerifier.prepared()
        for (text, path) in [(AppKitFixtures.preferences, "/project/Base.lproj/Preferences.xib"), (AppKitFixtures.storyboard, "/project/Base.lproj/Notes.storyboard")] {
            let outcome = verifier.verify(document: try Document.parse(text, path: path))
            #expect(outcome.isEqual, "\(path): \(outcome.summaryLines.joined(separator: "\n"))")
            #expect(outcome.roots > 1)
        }
    }

    @Test func aMissingWindowMenuItemActionAndOutletAreEachNamed() throws {
        let document = try Document.parse(AppKitFixtures.preferences, path: "/project/Base.lproj/Preferences.xib")
        let verifier = try ConversionVerifier.prepared()
        let owner = document.topLevelObjects.first { $0.placeholder == .filesOwner }
        let tops = [try #require(document.object(withID: "win")), try #require(document.object(withID: "main"))]
        let expected = AppKitExpectation(rootView: nil, tops: tops, owner: owner, stubs: verifier.appKitStubs)
        let recorded: [String: Any] = ["extras": ["top1": ["class": "NSMenu", "items": [["class": "NSMenuItem", "properties": ["title": "App"]]]]]]
        let differences = AppKitComparison.differences(recorded: recorded, expected: expected)
        #expect(differences.contains("top0: nothing recorded"))
        #expect(differences.contains("missing menu item: menu:top1/0/2 Hide Others [h]"))
        #expect(differences.contains("missing action: menu:top1/0/3 action → ?.terminate:"))
        #expect(differences.contains("missing outlet: owner.nameLabel = top0.0"))
    }

    @Test func aCorpusSampleOfMacDocumentsVerifiesEqual() throws {
        // Every 6th Mac document of the corpus: all of them take about two minutes (`ibkit-bench convert --verify`).
        let verifier = try ConversionVerifier.prepared()
        var verified = 0
        var unequal: [String] = []
        var index = 0
        for url in Corpus.documents {
            guard let document = try? Document.load(contentsOf: url.path), document.format == .document, document.platform == .macOS else { continue }
            index += 1
            guard index % 6 == 0 else { continue }
            verified += 1
            let outcome = verifier.verify(document: document)
            if !outcome.isEqual { unequal.append(Corpus.name(url) + ": " + (outcome.summaryLines.dropFirst().first ?? "")) }
        }
        #expect(verified > 50)
        // All 370 Mac documents: 357 equal (96.5%); the sample holds at least 93%.
        #expect(Double(verified - unequal.count) >= 0.93 * Double(verified), "not equal: \(unequal)")
    }
}
