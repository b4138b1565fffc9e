import Foundation
import PackagePlugin

/// `swift package ibkit check|format|gen|render …`: runs ibkit on the package, as SwiftLint's
/// and SwiftGen's command plugins run theirs. With no path after the subcommand, the package's
/// folder is used; `--target NAME` (repeatable) narrows it to those targets' folders.
@main
struct IBKitCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let folders = try targets.isEmpty ? [context.package.directory.string]
            : context.package.targets(named: targets).map(\.directory.string)
        try Self.run(tool: context.tool(named: "ibkit").url, arguments: Self.arguments(extractor.remainingArguments, folders: folders))
    }

    /// The subcommand and its options, with the folders appended when no path was given.
    static func arguments(_ given: [String], folders: [String]) -> [String] {
        guard let subcommand = given.first else { return ["--help"] }
        let rest = Array(given.dropFirst())
        // A path is any argument that is not an option or an option's value.
        let valued: Set<String> = ["--reporter", "--config", "--baseline", "--write-baseline", "--project", "--jobs", "-o", "--output",
                                   "--device", "--scene", "--format", "--images", "--templates", "--access", "--platform", "--bundle",
                                   "--target-module", "--import"]
        var hasPath = false, index = 0
        while index < rest.count {
            if valued.contains(rest[index]) { index += 2; continue }
            if !rest[index].hasPrefix("-") { hasPath = true }
            index += 1
        }
        return [subcommand] + rest + (hasPath || ["rules", "--help", "-h"].contains(subcommand) ? [] : folders)
    }

    static func run(tool: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("ibkit \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            throw ExitCode(process.terminationStatus)
        }
    }

    struct ExitCode: Error, CustomStringConvertible {
        let status: Int32
        init(_ status: Int32) { self.status = status }
        var description: String { "ibkit exited with status \(status)" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IBKitCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's File ▸ Packages menu on a project: the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try Self.run(tool: context.tool(named: "ibkit").url,
                     arguments: Self.arguments(extractor.remainingArguments, folders: [context.xcodeProject.directory.string]))
    }
}
#endif
