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

extension EmbedCycleTests {
    /// A navigation controller whose root is a tab bar controller holding that navigation
    /// controller: UIKit would make them without end; the factories leave the cycle out, noted.
    @Test func containersWhoseRelationshipsLeadBackLeaveTheCycleOutWithANote() throws {
        let text = ContainerConversionTests.storyboard.replacingOccurrences(of: #"<segue destination="list" kind="relationship" relationship="rootViewController""#,
                                                                            with: #"<segue destination="tabs" kind="relationship" relationship="rootViewController""#)
        let converted = UIKitConverter(document: try ConvertFixtures.document(text, path: "/project/Base.lproj/Main.storyboard")).convert()
        let navigation = try #require(converted.files.first { $0.root.className == "UINavigationController" })
        #expect(!navigation.source.contains("setViewControllers"))
        #expect(navigation.notes.contains { $0.message.contains("leads back to this scene") })
        let tabs = try #require(converted.files.first { $0.root.className == "UITabBarController" })
        #expect(tabs.source.contains("setViewControllers([SettingsViewController()], animated: false)"))
    }
}
