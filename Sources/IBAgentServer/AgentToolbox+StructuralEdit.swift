import Foundation
import IBCommandLine
import MCP

/// The tool that changes a document by meaning (`ibkit edit`).
extension AgentToolbox {
    static let edit = AgentTool(
        name: "edit",
        description: """
            Change a storyboard or xib by meaning instead of editing its XML: set properties by their UIKit/AppKit names, remove an element \
            with everything that refers to it, connect outlets and actions, add segues, rename a custom class (`ibkit edit`). The edits apply \
            in order, all or nothing: a refused edit is named with why and nothing is written. Answers with the changes as `ibkit diff` lists \
            them and the ids created.
            """,
        arguments: [("path", "string", "The .storyboard or .xib to edit."), ("edits", "array", "The edits, in order."),
                    ("output", "string", "Where to write the result; default: over 'path'."), ("dryRun", "boolean", "Report without writing.")],
        required: ["path", "edits"], readOnly: false, schemas: ["edits": editsSchema]
    ) { arguments in
        var options = EditAction.Options()
        options.document = try arguments.path("path")
        options.output = try arguments.optionalPath("output")
        options.dryRun = arguments.bool("dryRun")
        guard let edits = arguments.values["edits"], edits.arrayValue != nil else {
            throw ToolArguments.Problem(description: "'edits' is required: an array of edit objects, each with its 'op'")
        }
        let script = try JSONEncoder().encode(Value.object(["edits": edits]))
        let output = CollectedOutput()
        return result(EditAction.run(options, console: output.console, standardInput: { [UInt8](script) }), output)
    }

    /// Each operation's fields, as `ibkit edit` reads them.
    static let editsSchema: Value = {
        func operation(_ op: String, _ description: String, _ fields: [String: Value], required: [String]) -> Value {
            var properties = fields
            properties["op"] = .object(["const": .string(op)])
            return .object(["type": .string("object"), "description": .string(description), "properties": .object(properties),
                            "required": .array((["op"] + required).map { .string($0) }), "additionalProperties": .bool(false)])
        }
        func text(_ description: String) -> Value { .object(["type": .string("string"), "description": .string(description)]) }
        let operations: [Value] = [
            operation("set", "Set properties of an element by their developer-facing names.", [
                "id": text("The element's id."),
                "properties": .object(["type": .string("object"), "description": .string(
                    "Name → value. UIKit: text, placeholder, title, alignment (natural|left|center|right|justified), numberOfLines, enabled, hidden, tag, storyboardIdentifier. AppKit: title, text, placeholder, hidden, tag, storyboardIdentifier."),
                    "additionalProperties": .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])]),
            ], required: ["id", "properties"]),
            operation("remove", "Remove an element with its constraints, the connections and segues that lead to it, and a controller's scene.",
                      ["id": text("The element's id.")], required: ["id"]),
            operation("connectOutlet", "Connect an outlet.", [
                "source": text("The object that has the outlet (a controller, File's Owner '-1', a view)."), "property": text("The outlet's name."),
                "destination": text("The element it points at."),
            ], required: ["source", "property", "destination"]),
            operation("connectAction", "Send an action from a control, bar button item or gesture recognizer.", [
                "source": text("The control."), "target": text("The object that receives it."), "selector": text("The action, like 'save:'."),
                "event": text("A UIKit control event such as touchUpInside or valueChanged; default: the control's usual one."),
            ], required: ["source", "target", "selector"]),
            operation("addSegue", "Add a segue in a storyboard.", [
                "source": text("A controller, or a control inside one."), "destination": text("A controller or storyboard reference."),
                "kind": .object(["type": .string("string"), "enum": .array(["show", "showDetail", "presentation", "popoverPresentation", "embed", "push", "modal"].map { .string($0) })]),
                "identifier": text("The segue's identifier, unique in its scene."),
            ], required: ["source", "destination", "kind"]),
            operation("renameClass", "Rename a custom class wherever the document uses it.",
                      ["from": text("The class's name now."), "to": text("Its new name.")], required: ["from", "to"]),
        ]
        return .object(["type": .string("array"), "description": .string("The edits, applied in order, all or nothing."),
                        "items": .object(["oneOf": .array(operations)])])
    }()
}
