import Foundation
import IBCheck
import IBCommandLine
import IBFoundation
import MCP

/// The tools `ibkit mcp` offers: each runs what the `ibkit` command of the same name runs, on
/// paths inside the workspace, and answers with its output (and structured findings or images
/// where those help an agent).
enum AgentToolbox {
    static func tools() -> [AgentTool] {
        [check, outline, layout, flows, render, diff, format, merge, extract, edit, convert]
    }

    /// An action's exit status and output as a tool result.
    static func result(_ status: Int32, _ output: CollectedOutput, structured: Value? = nil) -> CallTool.Result {
        var text = output.standardOutput
        let errors = output.standardError
        if !errors.isEmpty { text += (text.isEmpty ? "" : "\n") + errors }
        if text.isEmpty { text = status == 0 ? "done" : "failed (status \(status))" }
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: structured as Value?, isError: status != 0 ? true : nil)
    }

    static let check = AgentTool(
        name: "check",
        description: "Check Interface Builder documents against each other and the Swift/Objective-C code, as `ibkit check` does: outlets, actions, classes, identifiers, segues, constraints. Returns every finding with file, line, column, severity, rule and message. Run it after editing a storyboard or xib.",
        arguments: [("path", "string", "A document, or a folder (the project); default: the whole workspace."),
                    ("layout", "boolean", "Also lay documents out on other screens, languages and text sizes (text-truncated, views-overlap).")],
        required: [], readOnly: true
    ) { arguments in
        let path = try arguments.optionalPath("path") ?? arguments.boundary.root
        var options = CheckAction.Options()
        options.paths = [path]
        options.reporter = .json
        options.layout = arguments.bool("layout")
        let configuration = arguments.boundary.root + "/.ibkit.yml"
        if FileManager.default.fileExists(atPath: configuration) { options.configurationPath = configuration }
        let output = CollectedOutput()
        let status = CheckAction.run(options, console: output.console)
        let findings = (try? JSONDecoder().decode(Value.self, from: Data(output.standardOutput.utf8))) ?? .array([])
        let list = findings.arrayValue ?? findings.objectValue?["findings"]?.arrayValue ?? []
        let count = { (severity: String) in list.filter { $0.objectValue?["severity"]?.stringValue == severity }.count }
        let summary = "\(list.count) finding(s): \(count("error")) error(s), \(count("warning")) warning(s), \(count("note")) note(s)"
        let structured: Value = .object(["findings": .array(list), "errors": .int(count("error")), "warnings": .int(count("warning"))])
        let text = summary + (list.isEmpty ? "" : "\n" + output.standardOutput)
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Optional<Value>.some(structured),
                               isError: status != 0 && list.isEmpty ? true : nil)
    }

    static let outline = AgentTool(
        name: "outline",
        description: "Print a document's outline as Xcode's document outline shows it: scenes, controllers, views with classes and ids, connections, constraints and runtime attributes (`ibkit dump`).",
        arguments: [("path", "string", "The .storyboard or .xib.")], required: ["path"], readOnly: true
    ) { arguments in
        let output = CollectedOutput()
        return result(DumpAction.run(paths: [try arguments.path("path")], json: false, console: output.console), output)
    }

    static let layout = AgentTool(
        name: "layout",
        description: "Solve a document's Auto Layout as UIKit/AppKit would and print each view's frame, with ambiguous, conflicting and misplaced views (`ibkit layout`).",
        arguments: [("path", "string", "The .storyboard or .xib."), ("device", "string", "A device id such as retina6_1 or ipad12_9; default: the document's."),
                    ("language", "string", "A translation beside the document, 'pseudo' or 'rtl'."), ("contentSize", "string", "A Dynamic Type size such as AX5.")],
        required: ["path"], readOnly: true
    ) { arguments in
        let output = CollectedOutput()
        let status = LayoutAction.run(paths: [try arguments.path("path")], device: arguments.string("device"), language: arguments.string("language"),
                                      contentSize: arguments.string("contentSize"), json: false, console: output.console)
        return result(status, output)
    }

    static let flows = AgentTool(
        name: "flows",
        description: "Map a storyboard's flows: which scene leads to which by segue, relationship, embed or unwind, and which identifiers code uses (`ibkit flows`).",
        arguments: [("path", "string", "The .storyboard.")], required: ["path"], readOnly: true
    ) { arguments in
        let output = CollectedOutput()
        return result(FlowsAction.run(document: try arguments.path("path"), projectPath: nil, dot: false, console: output.console), output)
    }
}
