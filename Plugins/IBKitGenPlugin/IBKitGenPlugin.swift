import Foundation
import PackagePlugin

/// Runs `ibkit gen` on a target's storyboards and xibs before it compiles, so that the target gets
/// `StoryboardScenes.swift`, `StoryboardSegues.swift`, `ReusableCells.swift` and `NibFiles.swift`.
///
/// The documents are the command's inputs and the four files its outputs, so the build runs it only
/// when a document changed; `ibkit gen` itself leaves a file alone when its content is the same.
@main
struct IBKitGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(documents: Self.documents(in: target.sourceFiles.map(\.url)), module: target.moduleName, tool: context.tool(named: "ibkit").url,
                                 output: context.pluginWorkDirectoryURL.appendingPathComponent("ibkit-gen"))
    }

    /// The documents among a target's files, and inside folders it copies as a whole (`.copy("Base.lproj")`).
    static func documents(in files: [URL]) -> [URL] {
        var found: [URL] = []
        for file in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
                let walker = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
                while let inner = walker?.nextObject() as? URL {
                    if Self.isDocument(inner) { found.append(inner) }
                }
            } else if Self.isDocument(file) {
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func isDocument(_ url: URL) -> Bool { ["storyboard", "xib"].contains(url.pathExtension) }

    /// The one `ibkit gen` command for a set of documents; none when there are none.
    static func commands(documents: [URL], module: String, tool: URL, output: URL) -> [Command] {
        guard !documents.isEmpty else { return [] }
        // A plugin cannot import IBGen: these are `Generator.Output`'s file names, which
        // GenCommandTests checks `ibkit gen` writes.
        let files = ["StoryboardScenes.swift", "StoryboardSegues.swift", "ReusableCells.swift", "NibFiles.swift"]
        return [.buildCommand(
            displayName: "ibkit gen for \(module) (\(documents.count) document(s))",
            executable: tool,
            arguments: ["gen"] + documents.map(\.path) + ["--output", output.path, "--target-module", module],
            inputFiles: documents,
            outputFiles: files.map { output.appendingPathComponent($0) }
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IBKitGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        return try Self.commands(documents: Self.documents(in: target.inputFiles.map(\.url)), module: target.displayName, tool: context.tool(named: "ibkit").url,
                                 output: context.pluginWorkDirectoryURL.appendingPathComponent("ibkit-gen"))
    }
}
#endif
