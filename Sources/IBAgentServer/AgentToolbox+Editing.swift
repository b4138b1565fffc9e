import Foundation
import IBCommandLine
import IBEdit
import MCP

/// The tools that draw, compare and rewrite documents.
extension AgentToolbox {
    /// At most this many drawings are returned in one answer.
    static let drawingLimit = 6

    static let render = AgentTool(
        name: "render",
        description: "Draw a document's scenes (or one scene) as Xcode's canvas shows them, laid out on a device, and return the pictures (`ibkit render`). PNG when rsvg-convert or Chromium is installed, else SVG.",
        arguments: [("path", "string", "The .storyboard or .xib."), ("scene", "string", "A scene's controller id, root view id or drawing name; default: every scene (at most 6)."),
                    ("device", "string", "A device id such as retina6_1; default: the document's."), ("dark", "boolean", "Dark appearance."),
                    ("language", "string", "A translation beside the document, 'pseudo' or 'rtl'.")],
        required: ["path"], readOnly: true
    ) { arguments in
        let path = try arguments.path("path")
        let folder = NSTemporaryDirectory() + "ibkit-mcp-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = RenderAction.hasRasteriser
        let output = CollectedOutput()
        let status = RenderAction.run(paths: [path], output: folder, device: arguments.string("device"), scene: arguments.string("scene"),
                                      format: png ? "png" : "svg", dark: arguments.bool("dark"), language: arguments.string("language"), console: output.console)
        let files = output.standardOutput.split(separator: "\n").map(String.init).filter { FileManager.default.fileExists(atPath: $0) }
        var content: [Tool.Content] = []
        var names: [String] = []
        for file in files.prefix(drawingLimit) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            names.append(name)
            content.append(.image(data: data.base64EncodedString(), mimeType: png ? "image/png" : "image/svg+xml", annotations: nil, _meta: nil))
        }
        var text = names.isEmpty ? "no drawing" : "drew " + names.joined(separator: ", ")
        if files.count > drawingLimit { text += " (\(files.count - drawingLimit) more scenes: ask for one with 'scene')" }
        if !output.standardError.isEmpty { text += "\n" + output.standardError }
        content.insert(.text(text: text, annotations: nil, _meta: nil), at: 0)
        return CallTool.Result(content: content, isError: status != 0 || names.isEmpty ? true : nil)
    }

    static let diff = AgentTool(
        name: "diff",
        description: "Compare two versions of a document by meaning, not by XML lines: scenes, views, constraints, connections and properties added, removed or changed (`ibkit diff`).",
        arguments: [("old", "string", "The earlier version."), ("new", "string", "The later version.")],
        required: ["old", "new"], readOnly: true
    ) { arguments in
        let output = CollectedOutput()
        let status = DiffAction.run(old: try arguments.path("old"), new: try arguments.path("new"), displayPath: nil, json: false, console: output.console)
        return result(status == 1 ? 0 : status, output)
    }

    static let format = AgentTool(
        name: "format",
        description: "Rewrite documents in Xcode's own layout (attribute order, indentation, sorted resources), losing no byte of content (`ibkit format`); with check, only report which would change.",
        arguments: [("paths", "array", "Documents or folders."), ("check", "boolean", "Report without writing.")],
        required: ["paths"], readOnly: false
    ) { arguments in
        let paths = try arguments.paths("paths")
        guard !paths.isEmpty else { throw ToolArguments.Problem(description: "'paths' is required: documents or folders inside the workspace") }
        let output = CollectedOutput()
        return result(FormatAction.run(paths: paths, check: arguments.bool("check"), console: output.console), output)
    }

    static let merge = AgentTool(
        name: "merge",
        description: "Three-way merge of a document by element id, as `ibkit merge` does for git: both sides' edits kept, real conflicts marked. Writes the result to 'output' (default: 'ours').",
        arguments: [("base", "string", "The common ancestor."), ("ours", "string", "Our version."), ("theirs", "string", "Their version."),
                    ("output", "string", "Where to write the result; default: over 'ours'.")],
        required: ["base", "ours", "theirs"], readOnly: false
    ) { arguments in
        var options = MergeAction.Options()
        options.base = try arguments.path("base")
        options.ours = try arguments.path("ours")
        options.theirs = try arguments.path("theirs")
        options.output = try arguments.optionalPath("output") ?? options.ours
        let output = CollectedOutput()
        return result(MergeAction.run(options, console: output.console), output)
    }

    static let extract = AgentTool(
        name: "refactor_extract",
        description: "Move scenes out of a storyboard into a new one, replacing them with storyboard references and keeping every segue and connection working (`ibkit refactor extract`).",
        arguments: [("document", "string", "The storyboard to take scenes from."), ("scenes", "array", "Scene ids, controller ids, storyboard IDs or custom classes."),
                    ("into", "string", "The new storyboard's path."), ("dryRun", "boolean", "Say what would change without writing.")],
        required: ["document", "scenes", "into"], readOnly: false
    ) { arguments in
        var options = RefactorAction.Options()
        options.document = try arguments.path("document")
        options.scenes = arguments.strings("scenes")
        options.into = try arguments.path("into")
        options.dryRun = arguments.bool("dryRun")
        guard !options.scenes.isEmpty else { throw ToolArguments.Problem(description: "'scenes' is required: which scenes to move") }
        let output = CollectedOutput()
        return result(RefactorAction.run(options, console: output.console), output)
    }
}
