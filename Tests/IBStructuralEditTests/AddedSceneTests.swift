import IBStructuralEdit
import IBXML
import Testing

/// `addScene`: a view controller of a custom class as the library adds it, right of the other
/// scenes, optionally embedded in a navigation controller that segues then present.
@Suite struct AddedSceneTests {
    @Test func aSceneHasAScreenSizedViewAndItsCustomClassInTheDocumentsModule() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "SettingsViewController", "storyboardIdentifier": "settings"}]}"#)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains("<!--Settings View Controller-->"))
        #expect(text.contains(#"<viewController storyboardIdentifier="settings" id="\#(result.created[0])" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">"#))
        #expect(text.contains(#"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#))
        #expect(text.contains(#"<systemColor name="systemBackgroundColor">"#))
    }

    @Test func anEmbeddedSceneIsTheRootOfANavigationControllerThatTheRefNames() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addScene", "class": "SettingsViewController", "storyboardIdentifier": "settings", "embedIn": "navigationController", "ref": "settings"},
                       {"op": "addSegue", "source": "open", "destination": "$settings", "kind": "presentation"}]}
            """#)
        let tree = try EditFixture.tree(result)
        let root = try #require(tree.rootElement)
        let navigation = try #require(tree.descendants(of: root).first { tree.isElement($0, named: "navigationController") })
        #expect(tree.attribute("storyboardIdentifier", of: navigation) == "settings")
        let relationship = try #require(tree.descendants(of: navigation).first { tree.isElement($0, named: "segue") })
        let controller = try #require(tree.descendants(of: root).first { tree.attribute("customClass", of: $0) == "SettingsViewController" })
        #expect(tree.attribute("destination", of: relationship) == tree.attribute("id", of: controller))
        let presentation = try #require(tree.descendants(of: root).first { tree.attribute("kind", of: $0) == "presentation" })
        #expect(tree.attribute("destination", of: presentation) == tree.attribute("id", of: navigation))
    }

    @Test func aTakenStoryboardIDIsRefused() throws {
        let once = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "A", "storyboardIdentifier": "same"}]}"#)
        #expect(throws: EditFailure(index: 1, op: "addScene", message: "another controller of this storyboard has the storyboard ID \"same\"")) {
            try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "B", "storyboardIdentifier": "same"}]}"#, to: String(decoding: once.bytes, as: UTF8.self))
        }
    }
}
