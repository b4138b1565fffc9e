import IBEdit
import IBStructuralEdit
import IBXML
import Testing

/// Structural edits name what a developer means (a title, an outlet, a segue) and keep the
/// document whole: references follow, new ids have Xcode's shape, and a script that cannot
/// apply whole changes nothing.
@Suite struct StructuralEditTests {
    @Test func setWritesPropertiesWhereXcodeKeepsThem() throws {
        let result = try EditFixture.apply("""
            {"edits": [{"op": "set", "id": "open", "properties": {"title": "Show", "hidden": true}},
                       {"op": "set", "id": "title", "properties": {"text": "Groceries", "numberOfLines": 0, "alignment": "center"}}]}
            """)
        let tree = try EditFixture.tree(result)
        let open = try #require(EditFixture.element("open", in: tree))
        let state = try #require(tree.childElements(of: open).first { tree.isElement($0, named: "state") })
        #expect(tree.attribute("title", of: state) == "Show" && tree.attribute("hidden", of: open) == "YES")
        let title = try #require(EditFixture.element("title", in: tree))
        #expect(tree.attribute("text", of: title) == "Groceries" && tree.attribute("numberOfLines", of: title) == "0")
        #expect(tree.attribute("textAlignment", of: title) == "center")
        // New attributes go before the id, where Xcode writes what a view sets.
        #expect(tree.attributes(of: title).map { tree.name(of: $0) }.suffix(1) == ["id"])
        #expect(try DocumentFormatter.format(result.bytes, path: "Main.storyboard") == .unchanged)
    }

    @Test func aDefaultValueRemovesTheAttributeAsXcodeLeavesItOut() throws {
        let hidden = try EditFixture.apply(#"{"edits": [{"op": "set", "id": "open", "properties": {"hidden": true}}]}"#)
        let shown = try EditFixture.apply(#"{"edits": [{"op": "set", "id": "open", "properties": {"hidden": false}}]}"#,
                                          to: String(decoding: hidden.bytes, as: UTF8.self))
        #expect(shown.bytes == Array(EditFixture.storyboard.utf8))
    }

    @Test func anUnknownPropertyIsRefusedNamingWhatTheElementHas() {
        #expect(throws: EditFailure(index: 1, op: "set", message: "the label \"title\" has no property \"colour\" that edits can set; it has: alignment, backgroundColor, enabled, font, hidden, numberOfLines, tag, text, textColor, tintColor")) {
            try EditFixture.apply(#"{"edits": [{"op": "set", "id": "title", "properties": {"colour": "red"}}]}"#)
        }
    }

    @Test func aValueOfTheWrongKindIsRefused() {
        #expect(throws: EditFailure(index: 1, op: "set", message: "\"hidden\" takes a boolean, not \"yes\"")) {
            try EditFixture.apply(#"{"edits": [{"op": "set", "id": "open", "properties": {"hidden": "yes"}}]}"#)
        }
    }

    @Test func removingAViewTakesTheConstraintsAndOutletsThatNameItAlong() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "title"}]}"#)
        let tree = try EditFixture.tree(result)
        // The outlet to the constraint that went goes too.
        for gone in ["title", "c-title-top", "c-title-leading", "c-open-top", "c-open-leading", "list-title-outlet", "list-top-outlet"] {
            #expect(EditFixture.element(gone, in: tree) == nil, "\(gone) is left behind")
        }
        // The controller's connections held only those outlets: the empty list goes too.
        let list = try #require(EditFixture.element("list", in: tree))
        #expect(tree.firstChildElement(of: list, named: "connections") == nil)
        #expect(EditFixture.element("open", in: tree) != nil)
        #expect(try DocumentFormatter.format(result.bytes, path: "Main.storyboard") == .unchanged)
    }

    @Test func removingAControllerTakesItsSceneAndTheSeguesThatLeadToIt() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "detail"}]}"#)
        let tree = try EditFixture.tree(result)
        #expect(EditFixture.element("detail-responder", in: tree) == nil)
        #expect(EditFixture.element("open-segue", in: tree) == nil)
        #expect(!String(decoding: result.bytes, as: UTF8.self).contains("s-detail"))
    }

    @Test func aControllersViewAndThePlaceholdersAreNotRemovedAlone() {
        #expect(throws: EditFailure.self) { try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "list-view"}]}"#) }
        #expect(throws: EditFailure.self) { try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "list-responder"}]}"#) }
    }

    @Test func aCellsContentViewIsNotRemovedAlone() throws {
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell-content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>

            """
        #expect(throws: EditFailure(index: 1, op: "remove",
                                    message: "the tableViewCellContentView \"cell-content\" is the content view its tableViewCell \"cell\" cannot be without; remove what it holds instead")) {
            try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "cell-content"}]}"#, to: cell)
        }
    }

    @Test func connectingAnOutletWritesItWithANewIdInXcodesShape() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "connectOutlet", "source": "list", "property": "openButton", "destination": "open"}]}"#)
        let id = try #require(result.created.first)
        #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
        let tree = try EditFixture.tree(result)
        let outlet = try #require(EditFixture.element(id, in: tree))
        // Outlets by name: openButton before titleLabel.
        let list = try #require(tree.parent(of: outlet))
        #expect(tree.childElements(of: list).map { tree.attribute("property", of: $0) } == ["openButton", "titleLabel", "titleTop"])
        #expect(tree.attribute("destination", of: outlet) == "open")
    }

    @Test func anOutletAlreadyConnectedIsRefused() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "connectOutlet", "source": "list", "property": "titleLabel", "destination": "open"}]}"#)
        }
    }

    @Test func anActionTakesItsControlsDefaultEventBeforeTheSegues() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "connectAction", "source": "open", "target": "list", "selector": "openTapped:"}]}"#)
        let tree = try EditFixture.tree(result)
        let created = try #require(result.created.first)
        let action = try #require(EditFixture.element(created, in: tree))
        #expect(tree.attribute("eventType", of: action) == "touchUpInside" && tree.attribute("destination", of: action) == "list")
        let list = try #require(tree.parent(of: action))
        #expect(tree.childElements(of: list).map { tree.name(of: $0) } == ["action", "segue"])
    }

    @Test func anActionFromAViewThatSendsNoneIsRefused() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "connectAction", "source": "title", "target": "list", "selector": "tapped:"}]}"#)
        }
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "connectAction", "source": "open", "event": "pressed", "target": "list", "selector": "tapped:"}]}"#)
        }
    }

    @Test func aSegueLeadsToAControllerWithAnIdentifierItsSceneDoesNotUseYet() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "addSegue", "source": "list", "destination": "detail", "kind": "presentation", "identifier": "present"}]}"#)
        let tree = try EditFixture.tree(result)
        let created = try #require(result.created.first)
        let segue = try #require(EditFixture.element(created, in: tree))
        #expect(tree.attribute("kind", of: segue) == "presentation" && tree.attribute("identifier", of: segue) == "present")
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addSegue", "source": "list", "destination": "detail", "kind": "show", "identifier": "showDetail"}]}"#)
        }
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addSegue", "source": "list", "destination": "title", "kind": "show"}]}"#)
        }
    }

    @Test func renamingAClassRenamesEveryUse() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "renameClass", "from": "DetailViewController", "to": "ItemViewController"}]}"#)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"customClass="ItemViewController""#) && !text.contains("DetailViewController"))
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "renameClass", "from": "NoSuchController", "to": "Other"}]}"#)
        }
    }

    @Test func aScriptAppliesWholeOrNotAtAll() {
        // The second edit names an id the first removed.
        #expect(throws: EditFailure(index: 2, op: "set", message: "no element has the id \"title\"")) {
            try EditFixture.apply("""
                {"edits": [{"op": "remove", "id": "title"}, {"op": "set", "id": "title", "properties": {"text": "Gone"}}]}
                """)
        }
    }

    @Test func laterEditsSeeWhatEarlierOnesMade() throws {
        let result = try EditFixture.apply("""
            {"edits": [{"op": "connectOutlet", "source": "list", "property": "openButton", "destination": "open"},
                       {"op": "remove", "id": "open"}]}
            """)
        let tree = try EditFixture.tree(result)
        // The new outlet led to the removed button: it went with it.
        let created = try #require(result.created.first)
        #expect(EditFixture.element(created, in: tree) == nil)
    }
}

/// Adding views and constraints: the new view in Interface Builder's library shape, constraints
/// in the nearest view that holds both items, and frames from the layout engine, so that Xcode
/// finds nothing misplaced.
@Suite struct AddedViewTests {
    @Test func anAddedLabelIsPlacedWhereItsConstraintsPutIt() throws {
        let result = try EditFixture.apply("""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UILabel", "ref": "hint",
                        "properties": {"text": "Tap to open"},
                        "constraints": [{"attribute": "top", "relatedTo": "open", "relatedAttribute": "bottom", "constant": 20},
                                        {"attribute": "leading", "relatedTo": "safeArea", "constant": 16}]},
                       {"op": "addConstraint", "item": "$hint", "attribute": "width", "constant": 200}]}
            """)
        let tree = try EditFixture.tree(result)
        let id = try #require(result.created.first)
        let label = try #require(EditFixture.element(id, in: tree))
        #expect(tree.attribute("text", of: label) == "Tap to open" && tree.attribute("translatesAutoresizingMaskIntoConstraints", of: label) == "NO")
        // 20 below the button's solved bottom, 16 in from the safe area, 200 wide, a 17-point line tall.
        let rect = try #require(tree.firstChildElement(of: label, named: "rect"))
        #expect(tree.number("x", of: rect) == 16 && tree.number("width", of: rect) == 200 && tree.number("y", of: rect) ?? 0 > 88 + 20)
        // The width is the label's own; the others are the root view's, which holds both items.
        let own = try #require(tree.firstChildElement(of: label, named: "constraints"))
        #expect(tree.childElements(of: own).count == 1)
        #expect(result.ambiguous.isEmpty)
        #expect(try DocumentFormatter.format(result.bytes, path: "Main.storyboard") == .unchanged)
    }

    @Test func anAddedViewWithoutEnoughConstraintsIsReportedAmbiguous() throws {
        let result = try EditFixture.apply("""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UIView", "constraints": [{"attribute": "leading", "relatedTo": "superview"}]}]}
            """)
        #expect(result.ambiguous == [try #require(result.created.first)])
    }

    @Test func aViewTheEditsDoNotMoveKeepsItsStoredFrame() throws {
        // The button's stored frame differs from ibkit's solution of it; the new label below it
        // does not move it, so its frame stays as Xcode stored it.
        let result = try EditFixture.apply("""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UILabel",
                        "constraints": [{"attribute": "top", "relatedTo": "open", "relatedAttribute": "bottom"},
                                        {"attribute": "leading", "relatedTo": "superview", "constant": 16}]}]}
            """)
        #expect(String(decoding: result.bytes, as: UTF8.self).contains(#"<rect key="frame" x="16" y="88" width="46" height="35"/>"#))
    }

    @Test func aConstraintBetweenViewsWithNoCommonSuperviewIsRefused() {
        #expect(throws: EditFailure(index: 1, op: "addConstraint", message: "the label \"title\" and the view \"detail-view\" share no superview: a constraint needs both in one view")) {
            try EditFixture.apply(#"{"edits": [{"op": "addConstraint", "item": "title", "attribute": "top", "relatedTo": "detail-view"}]}"#)
        }
    }

    @Test func aClassAddViewDoesNotMakeIsRefusedNamingThoseItDoes() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addView", "parent": "list-view", "class": "UITableView"}]}"#)
        }
        #expect(throws: EditFailure(index: 1, op: "addConstraint", message: "no earlier addView is called \"nothing\"")) {
            try EditFixture.apply(#"{"edits": [{"op": "addConstraint", "item": "$nothing", "attribute": "width", "constant": 10}]}"#)
        }
    }
}

/// Embedding views in a stack view, as Xcode's Embed In › Stack View does.
@Suite struct EmbedInStackTests {
    @Test func theStackTakesTheirPlaceAndFrameAndTheConstraintsTyingThemGo() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "embedInStack", "ids": ["open", "title"], "axis": "vertical", "spacing": 8}]}"#)
        let tree = try EditFixture.tree(result)
        let created = try #require(result.created.first)
        let stack = try #require(EditFixture.element(created, in: tree))
        #expect(tree.name(of: stack) == "stackView" && tree.attribute("axis", of: stack) == "vertical" && tree.attribute("spacing", of: stack) == "8")
        // In the order the superview held them, title first; the outlet to the title still leads to it.
        let arranged = try #require(tree.firstChildElement(of: stack, named: "subviews"))
        #expect(tree.childElements(of: arranged).map { tree.attribute("id", of: $0) } == ["title", "open"])
        #expect(EditFixture.element("list-title-outlet", in: tree) != nil && EditFixture.element("list-top-outlet", in: tree) == nil)
        // The bounding frame of the two: from the title's top to the button's bottom.
        let rect = try #require(tree.firstChildElement(of: stack, named: "rect"))
        #expect(tree.number("y", of: rect) == 59 && tree.number("height", of: rect) == 88 + 35 - 59)
        for gone in ["c-title-top", "c-title-leading", "c-open-top", "c-open-leading"] {
            #expect(EditFixture.element(gone, in: tree) == nil, "\(gone) is left behind")
        }
        #expect(try DocumentFormatter.format(result.bytes, path: "Main.storyboard") == .unchanged)
    }

    @Test func viewsInDifferentSuperviewsAreRefused() {
        #expect(throws: EditFailure(index: 1, op: "embedInStack", message: "the views must share one superview to go into one stack view")) {
            try EditFixture.apply(#"{"edits": [{"op": "embedInStack", "ids": ["open", "detail-view"]}]}"#)
        }
    }
}
