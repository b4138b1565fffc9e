import IBStructuralEdit
import Testing

/// Reading a script: each edit's fields checked, failures naming the edit and what is allowed.
@Suite struct EditScriptTests {
    @Test func anEditReadsItsFields() throws {
        let script = try EditScript.parse(Array(#"{"edits": [{"op": "set", "id": "a", "properties": {"hidden": true, "tag": 3, "text": "x"}}]}"#.utf8))
        #expect(script.edits == [.set(id: "a", properties: [("hidden", .bool(true)), ("tag", .number(3)), ("text", .string("x"))])])
    }

    @Test func anUnknownOperationListsTheKnownOnes() {
        #expect(throws: EditFailure(index: 1, op: "move", message: "unknown operation; one of: addView, addConstraint, embedInStack, set, remove, connectOutlet, connectAction, addSegue, renameClass, addScene")) {
            try EditScript.parse(Array(#"{"edits": [{"op": "move", "id": "a"}]}"#.utf8))
        }
    }

    @Test func aMissingFieldIsNamed() {
        #expect(throws: EditFailure(index: 2, op: "remove", message: "\"id\" must be a non-empty string")) {
            try EditScript.parse(Array(#"{"edits": [{"op": "remove", "id": "a"}, {"op": "remove"}]}"#.utf8))
        }
    }

    @Test func somethingThatIsNoScriptIsRefusedWhole() {
        for text in ["", "[]", #"{"edit": []}"#, "{\"edits\": [1]}", "\u{0}\u{1}binary"] {
            #expect(throws: EditFailure.self) { try EditScript.parse(Array(text.utf8)) }
        }
    }
}
