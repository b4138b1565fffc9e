@testable import IBConvert
import Testing

@Suite struct EmbedCycleTests {
    /// A scene whose container embeds the scene itself: UIKit recurses until the stack overflows;
    /// the expectation follows the embed once and ends.
    @Test func aSceneThatEmbedsItselfIsFollowedOnce() throws {
        let text = SegueConversionTests.storyboard.replacingOccurrences(of: #"<segue destination="child" kind="embed""#,
                                                                         with: #"<segue destination="list" kind="embed""#)
        let document = try ConvertFixtures.document(text, path: "/project/Base.lproj/Inbox.storyboard")
        let root = try #require(document.object(withID: "listView"))
        let expected = ExpectedTree(root: root, owner: document.object(withID: "list"),
                                    stubs: VerificationStubs(declarations: InterfaceDeclarations(folder: ""), modules: []))
        #expect(expected.root.children.count == 2)
        #expect(expected.root.children[1].children.isEmpty)
        #expect(!UIKitConverter(document: document).convert().files.isEmpty)
    }
}
