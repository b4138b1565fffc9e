import Foundation
import IBCommandLine
import IBConvert
import MCP

extension AgentToolbox {
    static let convert = AgentTool(
        name: "convert",
        description: "Convert a UIKit or AppKit storyboard or xib to Swift (`ibkit convert`): one file per scene, top-level view, prototype cell and table cell view (a Mac nib: one method that makes and connects its top-level objects, windows and menus included), with views, properties, constraints (layout anchors), outlets and actions; what is not converted is a comment at its place. With outputFolder, writes the files there (inside the workspace) instead of returning them. With verify, compiles the code against ibkit's UIKit or AppKit interface module, runs it and names every difference from the document.",
        arguments: [("path", "string", "The .storyboard or .xib."),
                    ("outputFolder", "string", "A folder inside the workspace to write the Swift files into; default: return them."),
                    ("verify", "boolean", "Compile and run the converted code and compare what it builds with the document (needs swiftc).")],
        required: ["path"], readOnly: false
    ) { arguments in
        let output = CollectedOutput()
        let folder = try arguments.optionalPath("outputFolder")
        let status = ConvertAction.run(paths: [try arguments.path("path")], output: folder, options: ConvertOptions(),
                                       verify: arguments.bool("verify"), json: false, console: output.console)
        return result(status, output)
    }
}
