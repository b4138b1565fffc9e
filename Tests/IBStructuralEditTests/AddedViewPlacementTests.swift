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

/// A new view hangs on its sibling where Xcode has it (its stored frame), not where ibkit's
/// solution puts it, so that Xcode does not find the new view misplaced.
@Suite struct AnchoredToStoredFramesTests {
    @Test func aLabelUnderAButtonStartsBelowTheButtonsStoredFrame() throws {
        // The fixture's button stores 35 points of height (Xcode's), where ibkit solves 30 or so.
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UILabel", "ref": "note",
                        "constraints": [{"attribute": "top", "relatedTo": "open", "relatedAttribute": "bottom", "constant": 8},
                                        {"attribute": "leading", "relatedTo": "open"}]}]}
            """#)
        let tree = try EditFixture.tree(result)
        let label = try #require(EditFixture.element(result.created[0], in: tree))
        let frame = try #require(tree.firstChildElement(of: label, named: "rect"))
        #expect(tree.attribute("y", of: frame) == "131")
        #expect(tree.attribute("x", of: frame) == "16")
    }
}
