import Foundation
import IBFoundation
import Yams

/// The dependencies that lock files and manifests of dependency managers name: `Podfile.lock`
/// (or a `Podfile` without one), `Cartfile.resolved` and `Package.resolved`.
public enum DependencyLocks {
    /// The file names read, by manager.
    public static let fileNames: Set<String> = ["Podfile.lock", "Podfile", "Cartfile.resolved", "Package.resolved"]

    /// The dependencies a file names; a file that cannot be read gives a problem instead.
    public static func read(_ path: String, reader: FileReader = .disk) -> (dependencies: [Dependency], problems: [Diagnostic]) {
        guard let bytes = reader.contents(path) else { return ([], []) }
        let text = String(decoding: bytes, as: UTF8.self)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "Podfile.lock": return podfileLock(text, path: path)
        case "Podfile": return (podfile(text, path: path), [])
        case "Cartfile.resolved": return (cartfile(text, path: path), [])
        case "Package.resolved": return packageResolved(bytes, path: path)
        default: return ([], [])
        }
    }

    /// `PODS:` entries: `Name (1.0)`, `Name/Subspec (1.0)`, or a mapping of one to its dependencies.
    static func podfileLock(_ text: String, path: String) -> ([Dependency], [Diagnostic]) {
        let object: Any?
        do {
            object = try Yams.load(yaml: text)
        } catch {
            return ([], [Diagnostic(ruleID: "project-unreadable", severity: .warning, message: "Podfile.lock is not readable YAML; its pods are not known",
                                    location: SourceLocation(file: path, line: 1, column: 1))])
        }
        guard let root = object as? [String: Any], let pods = root["PODS"] as? [Any] else { return ([], []) }
        var names: [String] = []
        for entry in pods {
            let written = (entry as? String) ?? (entry as? [String: Any])?.keys.first ?? ""
            let name = String(written.split(separator: " ").first ?? "").split(separator: "/").first.map(String.init) ?? ""
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return (names.map { Dependency(name: $0, manager: .cocoaPods, location: location(of: "- \($0)", in: text, path: path)) }, [])
    }

    /// `pod 'Name'` lines of a Podfile (used when there is no lock file).
    static func podfile(_ text: String, path: String) -> [Dependency] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod "), let quote = trimmed.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { continue }
            let rest = trimmed[trimmed.index(after: quote)...]
            guard let end = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { continue }
            let name = rest[..<end].split(separator: "/").first.map(String.init) ?? ""
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names.map { Dependency(name: $0, manager: .cocoaPods, location: location(of: "'\($0)", in: text, path: path)) }
    }

    /// `github "owner/Repo" "1.0"`, `git "url" "…"`, `binary "url/Name.json" "…"`.
    static func cartfile(_ text: String, path: String) -> [Dependency] {
        text.split(separator: "\n").compactMap { line -> Dependency? in
            let parts = line.split(separator: "\"")
            guard parts.count >= 2 else { return nil }
            var name = parts[1].split(separator: "/").last.map(String.init) ?? String(parts[1])
            for suffix in [".git", ".json"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            guard !name.isEmpty else { return nil }
            return Dependency(name: name, manager: .carthage, location: location(of: String(parts[1]), in: text, path: path))
        }
    }

    /// Pins of any `Package.resolved` version: `object.pins[].package` (1) or `pins[].location` (2, 3).
    static func packageResolved(_ bytes: [UInt8], path: String) -> ([Dependency], [Diagnostic]) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return ([], [Diagnostic(ruleID: "project-unreadable", severity: .warning, message: "Package.resolved is not readable JSON; its packages are not known",
                                    location: SourceLocation(file: path, line: 1, column: 1))])
        }
        let pins = (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        let dependencies = pins.compactMap { pin -> Dependency? in
            let url = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let name = (pin["package"] as? String) ?? (url.isEmpty ? (pin["identity"] as? String) : XcodeProjectBuilder.repositoryName(url))
            guard let name, !name.isEmpty else { return nil }
            return Dependency(name: name, manager: .swiftPackageManager, location: location(of: url.isEmpty ? name : url, in: text, path: path))
        }
        return (dependencies, [])
    }

    /// Where `needle` is first written in a file, or its start.
    static func location(of needle: String, in text: String, path: String) -> SourceLocation {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return SourceLocation(file: path, line: index + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}
