import IBDocument
import IBRender
import IBTestSupport
import IBXML
import Testing

/// The storyboard map: scenes at their canvas locations, an arrow per segue, the initial arrow,
/// references as links. Drawn from the seed example's Main.storyboard.
@Suite struct StoryboardMapTests {
    static func map() throws -> XMLTree {
        let url = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard")
        let document = try Document.parse(Corpus.bytes(url), path: url.path)
        return try XMLTree.parse(try #require(StoryboardMap.svg(of: document)), path: "map.svg")
    }

    static func elements(_ tree: XMLTree, _ name: String, class type: String) -> [XMLNodeID] {
        tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: name) && tree.attribute("class", of: $0) == type }
    }

    @Test func eachSceneSitsAtItsCanvasLocation() throws {
        let tree = try Self.map()
        let scenes = Self.elements(tree, "svg", class: "scene")
        let a = try #require(scenes.first { tree.attribute("data-scene", of: $0) == "aaa-sc-001" })
        // `<point key="canvasLocation" x="0.0" y="0.0"/>` in the document.
        #expect(tree.number("x", of: a) == 0 && tree.number("y", of: a) == 0)
        // Four controllers' views, and the navigation controller's screen with its bar.
        #expect(scenes.count == 5)
    }

    @Test func everySegueIsOneArrowLabelledWithItsKindAndIdentifier() throws {
        let tree = try Self.map()
        let segues = Self.elements(tree, "g", class: "segue")
        let kinds = segues.compactMap { tree.attribute("data-kind", of: $0) }.sorted()
        #expect(kinds == ["embed", "presentation", "relationship", "show", "show"])
        let show = try #require(segues.first { tree.attribute("data-kind", of: $0) == "show" })
        let label = try #require(tree.childElements(of: show).first { tree.isElement($0, named: "text") })
        #expect(tree.text(of: label).hasPrefix("show “show"))
    }

    @Test func theInitialControllerHasItsArrowAndAReferenceLinksToItsStoryboardsMap() throws {
        let tree = try Self.map()
        #expect(Self.elements(tree, "line", class: "initial").count == 1)
        let links = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "a") }
        #expect(links.map { tree.attribute("href", of: $0) } == ["Settings-map.svg"])
    }

    @Test func aXibHasNoMap() throws {
        let url = Corpus.examples.appendingPathComponent("SeedApp/Views/BadgeView.xib")
        #expect(StoryboardMap.svg(of: try Document.parse(Corpus.bytes(url), path: url.path)) == nil)
    }
}
