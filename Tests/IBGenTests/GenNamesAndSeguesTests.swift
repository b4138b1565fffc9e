import Foundation
import IBDocument
import IBGen
import IBProject
import IBTestSupport
import Testing

/// What `gen` lists that string-based tools get wrong: segues triggered from outside the
/// controller's view tree, and the name UIKit loads a device-suffixed storyboard by.
@Suite struct GenNamesAndSeguesTests {
    static func context(_ files: [(String, String)]) -> GenContext {
        GenContext(project: Project(files: files.map { ProjectFile(path: $0.0, kind: .document, contents: Array($0.1.utf8)) }, followsTargetSources: false))
    }

    static let settings = (try? String(contentsOf: Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard"), encoding: .utf8)) ?? ""

    /// IQKeyboardManager's demo: the settings segue hangs on a bar button item of the text field
    /// scene's navigation item, which sits in the controller but outside its view.
    @Test func aSegueTriggeredFromANavigationItemsBarButtonIsTheControllers() throws {
        let url = Corpus.root.appendingPathComponent("hackiftekhar__IQKeyboardManager/Demo/Objective_C_Demo/Storyboard/General.storyboard")
        let context = Self.context([(url.path, String(decoding: Corpus.bytes(url), as: UTF8.self))])
        let general = try #require(context.storyboards.first { $0.name == "General" })
        let scene = try #require(general.segues.first { $0.sceneName == "TextFieldViewController" })
        #expect(scene.segues.contains { $0.identifier == "SettingsNavigationController" && $0.kind == "presentation" })
    }

    // No document of the corpus or the shared apps carries a device suffix: these are fixtures.

    @Test func aLoneDeviceVariantKeepsItsSuffix() {
        let context = Self.context([("/app/Settings~ipad.storyboard", Self.settings)])
        #expect(context.storyboards.map(\.name) == ["Settings~ipad"])
    }

    @Test func aVariantBesideItsBaseDocumentLoadsByTheBaseName() {
        let context = Self.context([("/app/Settings.storyboard", Self.settings), ("/app/Settings~ipad.storyboard", Self.settings)])
        #expect(context.storyboards.map(\.name) == ["Settings"])
    }

    @Test func variantsForBothDevicesLoadByTheBaseName() {
        let context = Self.context([("/app/Settings~iphone.storyboard", Self.settings), ("/app/Settings~ipad.storyboard", Self.settings)])
        #expect(context.storyboards.map(\.name) == ["Settings"])
    }
}
