import Foundation
import IBCommandLine
import MCP

/// The tool that changes a document by meaning (`ibkit edit`).
extension AgentToolbox {
    static let edit = AgentTool(
        name: "edit",
        description: """
            Change a storyboard or xib by meaning instead of editing its XML: add views and constraints (frames solved so nothing is misplaced), \
            set properties by their UIKit/AppKit names, remove an element \
            with everything that refers to it, connect outlets and actions, add segues, rename a custom class (`ibkit edit`). The edits apply \
            in order, all or nothing: a refused edit is named with why and nothing is written. Answers with the changes as `ibkit diff` lists \
            them, the ids created, and the findings `check` has after the edit that it did not have before (against the project's code with 'project').
            """,
        arguments: [("path", "string", "The .storyboard or .xib to edit."), ("edits", "array", "The edits, in order."),
                    ("output", "string", "Where to write the result; default: over 'path'."), ("dryRun", "boolean", "Report without writing."),
                    ("project", "string", "A folder or .xcodeproj whose code the result is checked against; default: the document alone.")],
        required: ["path", "edits"], readOnly: false, schemas: ["edits": editsSchema]
    ) { arguments in
        var options = EditAction.Options()
        options.document = try arguments.path("path")
        options.output = try arguments.optionalPath("output")
        options.dryRun = arguments.bool("dryRun")
        options.project = try arguments.optionalPath("project")
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
        let attributes: Value = .object(["type": .string("string"), "enum": .array(["top", "bottom", "leading", "trailing", "left", "right", "width", "height",
                                                                                   "centerX", "centerY", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin",
                                                                                   "leadingMargin", "trailingMargin"].map { .string($0) })])
        let constraintFields: [String: Value] = [
            "attribute": attributes, "relatedAttribute": attributes,
            "relatedTo": text("An id, \"$name\" of an added view, \"superview\" or \"safeArea\"; none for a width or height of its own."),
            "relation": .object(["type": .string("string"), "enum": .array(["equal", "lessThanOrEqual", "greaterThanOrEqual"].map { .string($0) })]),
            "constant": .object(["type": .string("number")]), "multiplier": .object(["type": .string("number")]),
            "priority": .object(["type": .string("number"), "minimum": .int(1), "maximum": .int(1000)]),
        ]
        let operations: [Value] = [
            operation("addView", "Add a view from Interface Builder's library to a superview, with properties and constraints; its frame is solved.", [
                "parent": text("The superview's id (or \"$name\")."),
                "class": .object(["type": .string("string"), "description": .string("UIKit documents: the UIKit classes; AppKit documents: the classes or the library's item names."),
                                  "enum": .array(["UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UIStackView",
                                                  "NSView", "NSButton", "NSTextField", "NSImageView", "Custom View", "Push Button", "Check Box", "Label",
                                                  "Text Field", "Image View"].map { .string($0) })]),
                "customClass": text("A custom class for it."), "ref": text("A name later edits use as \"$name\"."),
                "index": .object(["type": .string("integer"), "minimum": .int(0), "description": .string("Its place among the subviews; default: last.")]),
                "properties": .object(["type": .string("object"), "description": .string("As for set.")]),
                "constraints": .object(["type": .string("array"), "description": .string("Constraints whose first item is the new view."),
                                        "items": .object(["type": .string("object"), "properties": .object(constraintFields), "required": .array([.string("attribute")])])]),
            ], required: ["parent", "class"]),
            operation("embedInStack", "Put views that share a superview into a new stack view where they were (Xcode's Embed In › Stack View); the constraints tying them go.", [
                "ids": .object(["type": .string("array"), "items": .object(["type": .string("string")]), "description": .string("The views, in any order; the stack keeps their order.")]),
                "axis": .object(["type": .string("string"), "enum": .array([.string("vertical"), .string("horizontal")])]),
                "spacing": .object(["type": .string("number"), "minimum": .int(0)]),
            ], required: ["ids"]),
            operation("addConstraint", "Add a constraint, written in the nearest view holding both items.",
                      constraintFields.merging(["item": text("The first item's id (or \"$name\").")]) { first, _ in first }, required: ["item", "attribute"]),
            operation("set", "Set properties of an element by their developer-facing names.", [
                "id": text("The element's id."),
                "properties": .object(["type": .string("object"), "description": .string(
                    "Name → value. UIKit: text, placeholder, title, alignment (natural|left|center|right|justified), numberOfLines, enabled, hidden, tag, storyboardIdentifier, "
                    + "backgroundColor, tintColor, textColor (#RRGGBB, #RRGGBBAA, clear, white, black, a system colour like systemRed or secondaryLabel, named:AssetName), "
                    + "font (\"system 17\", \"boldSystem 15\", \"system 17 semibold\", or a text style: body, headline, title1…), image (an asset's name, or system:NAME for an SF Symbol). AppKit: title, text, placeholder, hidden, tag, storyboardIdentifier, font (\"system 13\", \"boldSystem 15\"), textColor and backgroundColor (labelColor, controlTextColor, systemRed… or as for UIKit)."),
                    "additionalProperties": .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])]),
            ], required: ["id", "properties"]),
            operation("remove", "Remove an element with its constraints, the connections and segues that lead to it, and a controller's scene.",
                      ["id": text("The element's id.")], required: ["id"]),
            operation("connectOutlet", "Connect an outlet.", [
                "source": text("The object that has the outlet (a controller, File's Owner '-1', a view)."), "property": text("The outlet's name."),
                "destination": text("The element it points at."),
                "declare": .object(["type": .string("boolean"), "description": .string("Also add the @IBOutlet to the source's class in code (needs 'project').")]),
            ], required: ["source", "property", "destination"]),
            operation("connectAction", "Send an action from a control, bar button item or gesture recognizer.", [
                "source": text("The control."), "target": text("The object that receives it."), "selector": text("The action, like 'save:'."),
                "event": text("A UIKit control event such as touchUpInside or valueChanged; default: the control's usual one."),
                "declare": .object(["type": .string("boolean"), "description": .string("Also add the @IBAction to the target's class in code (needs 'project').")]),
            ], required: ["source", "target", "selector"]),
            operation("addSegue", "Add a segue in a storyboard.", [
                "source": text("A controller, or a control inside one."), "destination": text("A controller or storyboard reference."),
                "kind": .object(["type": .string("string"), "description": .string("UIKit: show, showDetail, presentation, popoverPresentation, embed, push, modal; AppKit: show, sheet, modal, embed."),
                         "enum": .array(["show", "showDetail", "presentation", "popoverPresentation", "embed", "push", "modal", "sheet"].map { .string($0) })]),
                "identifier": text("The segue's identifier, unique in its scene."),
            ], required: ["source", "destination", "kind"]),
            operation("addScene", "Add a scene: a view controller of a custom class, with a storyboard ID and optionally in a navigation controller.", [
                "class": text("The view controller's custom class."), "storyboardIdentifier": text("Its storyboard ID."),
                "embedIn": .object(["type": .string("string"), "enum": .array([.string("navigationController")])]),
                "ref": text("A name later edits use as \"$name\" (to add a segue to it, or views to '$name' … its view is its first child)."),
            ], required: ["class"]),
            operation("renameClass", "Rename a custom class wherever the document uses it; with 'project', in the project's other documents and its code too.",
                      ["from": text("The class's name now."), "to": text("Its new name.")], required: ["from", "to"]),
        ]
        return .object(["type": .string("array"), "description": .string("The edits, applied in order, all or nothing."),
                        "items": .object(["oneOf": .array(operations)])])
    }()
}
