import IBStructuralEdit
import IBXML
import Testing

/// A constraint whose first item is the view holding it, as Xcode writes one from a controller's
/// root view, a window's content view or a cell's content view to a subview (found replaying
/// real edits: CotEditor, Sparkle, owncloud).
@Suite struct HeldByTheFirstItemTests {
    @Test func theHolderIsLeftOutAsFirstItemAndKeepsItsAutoresizingMask() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addConstraint", "item": "list-view", "attribute": "trailing", "relatedTo": "title", "relatedAttribute": "trailing", "constant": 16}]}
            """#)
        let tree = try EditFixture.tree(result)
        let constraint = try #require(EditFixture.element(result.created[0], in: tree))
        #expect(tree.attribute("firstItem", of: constraint) == nil && tree.attribute("secondItem", of: constraint) == "title")
        let root = try #require(EditFixture.element("list-view", in: tree))
        #expect(tree.attribute("translatesAutoresizingMaskIntoConstraints", of: root) == nil)
    }
}
