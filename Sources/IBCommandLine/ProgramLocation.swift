import Foundation

/// How git's configuration should name the running ibkit: `ibkit` when PATH finds this same
/// program, else its absolute path, with a warning when that path is a build folder.
struct ProgramLocation {
    /// What the configuration runs.
    let name: String
    /// Why the configuration may break later, when it may.
    let warning: String?

    /// The running ibkit: the path the system gives (`CommandLine.arguments[0]` may be a bare
    /// name PATH found, which is no path at all).
    static var running: ProgramLocation {
        let environment = ProcessInfo.processInfo.environment["PATH"]
        let executable = Bundle.main.executablePath ?? find(CommandLine.arguments[0], in: environment) ?? CommandLine.arguments[0]
        return ProgramLocation(executable: executable, searchPath: environment)
    }

    init(executable: String, searchPath: String?) {
        let resolved = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        let onPath = Self.find("ibkit", in: searchPath)
        if let onPath, Self.sameFile(onPath, resolved) {
            name = "ibkit"
            warning = nil
            return
        }
        name = resolved
        var reasons: [String] = []
        if Self.isBuildFolder(resolved) {
            reasons.append("git will run ibkit from '\(resolved)', a build folder: once it is cleaned, merges of documents fall back to git's line merge")
        }
        if let onPath {
            reasons.append("the ibkit on PATH ('\(onPath)') is another program than this one, so git is given this one's path")
        } else if !reasons.isEmpty {
            reasons.append("install ibkit on PATH (for example: swift build -c release && install .build/release/ibkit /usr/local/bin/) and run 'ibkit install-git' again")
        }
        warning = reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// The first executable `program` in the colon-separated `searchPath`.
    static func find(_ program: String, in searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether two paths name one file (symbolic links followed; `/tmp` and `/private/tmp` alike).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        let keys = [FileAttributeKey.systemNumber, .systemFileNumber]
        let resolve = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        guard let a = try? FileManager.default.attributesOfItem(atPath: resolve(first)),
              let b = try? FileManager.default.attributesOfItem(atPath: resolve(second)) else { return false }
        return keys.allSatisfy { key in a[key].map { "\($0)" } == b[key].map { "\($0)" } && a[key] != nil }
    }

    /// Whether the path lies in a folder a build makes and cleans: SwiftPM's `.build`, Xcode's DerivedData.
    static func isBuildFolder(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == ".build" || $0.hasPrefix(".build-") || $0 == "DerivedData" }
    }
}
