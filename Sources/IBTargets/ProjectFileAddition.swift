import Foundation

/// Adds a new file to an Xcode project beside one it already has: in the same group, in the same
/// build phases (so the same targets bundle it), localized the same way (a `Base.lproj` file gets
/// its variant group). This is what Xcode's Refactor to Storyboard does for the file it creates.
///
/// The `project.pbxproj` text is edited line by line in Xcode's own layout, so the rest of the
/// file keeps its bytes; the result is read back and must resolve the new file to its path.
public enum ProjectFileAddition {
    /// What an addition changed.
    public struct Outcome: Sendable, Equatable {
        /// The new `project.pbxproj` text.
        public var text: String
        /// The targets whose build phases now list the new file.
        public var targets: [String]
    }

    /// The project text with `newFile` added beside `sibling` (both paths as the scanner sees them);
    /// nil when the project does not list `sibling`, the two are in different folders, or the edit
    /// cannot be made safely. A folder the project synchronizes needs no edit: nil as well.
    public static func adding(_ newFile: String, besides sibling: String, projectAt xcodeproj: String, text: String) -> Outcome? {
        guard CanonicalPath.folder(of: CanonicalPath.of(newFile)) == CanonicalPath.folder(of: CanonicalPath.of(sibling)),
              let graph = graph(of: text, xcodeproj: xcodeproj),
              let reference = graph.paths.first(where: { $0.value == CanonicalPath.of(sibling) && graph[$0.key].map(graph.isa) == "PBXFileReference" })?.key,
              let referenceObject = graph[reference] else { return nil }
        let variant = graph.objects.first { graph.isa($0.value) == "PBXVariantGroup" && graph.ids($0.value, "children").contains(reference) }
        let unit = variant?.key ?? reference
        guard let group = graph.objects.first(where: { graph.isa($0.value) == "PBXGroup" && graph.ids($0.value, "children").contains(unit) })?.key else { return nil }
        let buildFiles = graph.objects.filter { graph.isa($0.value) == "PBXBuildFile" && $0.value["fileRef"]?.string == unit }.map(\.key)
        let phases = graph.objects.filter { phase in
            phase.value["isa"]?.string?.hasSuffix("BuildPhase") == true && graph.ids(phase.value, "files").contains(where: buildFiles.contains)
        }.map(\.key).sorted()

        let fileName = newFile.split(separator: "/").last.map(String.init) ?? newFile
        var ids = Set(graph.objects.keys)
        func freshID(_ seed: String) -> String {
            var state = seed.utf8.reduce(UInt64(14695981039346656037)) { ($0 ^ UInt64($1)) &* 1099511628211 }
            while true {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let high = String(state, radix: 16, uppercase: true), low = String(state &* 2862933555777941757, radix: 16, uppercase: true)
                let candidate = String((String(repeating: "0", count: 16) + high).suffix(16) + (String(repeating: "0", count: 8) + low).suffix(8))
                if ids.insert(candidate).inserted { return candidate }
            }
        }
        let newReference = freshID(newFile + "#reference")
        let newUnit = variant == nil ? newReference : freshID(newFile + "#variant")
        let referencePath = replacingLastComponent(of: referenceObject["path"]?.string ?? fileName, with: fileName)
        let type = referenceObject["lastKnownFileType"]?.string ?? referenceObject["explicitFileType"]?.string ?? "file.storyboard"
        var referenceLine = "{isa = PBXFileReference; lastKnownFileType = \(quoted(type)); "
        if let name = referenceObject["name"]?.string, variant != nil { referenceLine += "name = \(quoted(name)); " }
        referenceLine += "path = \(quoted(referencePath)); sourceTree = \(quoted(referenceObject["sourceTree"]?.string ?? "<group>")); };"
        let referenceComment = variant == nil ? fileName : (referenceObject["name"]?.string ?? fileName)

        var lines = text.components(separatedBy: "\n")
        guard insertObject(after: reference, lines: ["\t\t\(newReference) /* \(referenceComment) */ = \(referenceLine)"], into: &lines) else { return nil }
        if let variant {
            let block = ["\t\t\(newUnit) /* \(fileName) */ = {", "\t\t\tisa = PBXVariantGroup;", "\t\t\tchildren = (",
                         "\t\t\t\t\(newReference) /* \(referenceComment) */,", "\t\t\t);", "\t\t\tname = \(quoted(fileName));",
                         "\t\t\tsourceTree = \(quoted(variant.value["sourceTree"]?.string ?? "<group>"));", "\t\t};"]
            guard insertObject(after: variant.key, lines: block, into: &lines) else { return nil }
        }
        guard insertListEntry("\(newUnit) /* \(fileName) */,", after: unit, inObject: group, lines: &lines) else { return nil }
        for phase in phases {
            guard let existing = buildFiles.first(where: { graph.ids(graph[phase], "files").contains($0) }),
                  let phaseName = phaseComment(graph[phase].map(graph.isa) ?? "") else { continue }
            let buildFile = freshID(newFile + "#" + phase)
            let line = "\t\t\(buildFile) /* \(fileName) in \(phaseName) */ = {isa = PBXBuildFile; fileRef = \(newUnit) /* \(fileName) */; };"
            guard insertObject(after: existing, lines: [line], into: &lines),
                  insertListEntry("\(buildFile) /* \(fileName) in \(phaseName) */,", after: existing, inObject: phase, lines: &lines) else { return nil }
        }
        let edited = lines.joined(separator: "\n")
        guard let reread = Self.graph(of: edited, xcodeproj: xcodeproj), reread.paths[newReference] == CanonicalPath.of(newFile) else { return nil }
        let targets = graph.objects.filter { graph.isa($0.value) == "PBXNativeTarget" && graph.ids($0.value, "buildPhases").contains(where: phases.contains) }
            .compactMap { $0.value["name"]?.string }.sorted()
        return Outcome(text: edited, targets: targets)
    }

    private static func graph(of text: String, xcodeproj: String) -> PBXObjectGraph? {
        guard let root = try? PropertyListParser.parse(Array(text.utf8)),
              case .dictionary(_, let objects)? = root["objects"]?.value, let rootID = root["rootObject"]?.string,
              let project = objects[rootID] else { return nil }
        let container = CanonicalPath.folder(of: CanonicalPath.of(xcodeproj))
        let folder = CanonicalPath.of(CanonicalPath.join(container, project["projectDirPath"]?.string ?? ""))
        return PBXObjectGraph(objects: objects, projectFolder: folder, mainGroup: project["mainGroup"]?.string)
    }

    /// Inserts object lines right after the whole definition of object `id`.
    private static func insertObject(after id: String, lines new: [String], into lines: inout [String]) -> Bool {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\t\t\(id) ") && $0.contains(" = {") }) else { return false }
        var end = start
        if !lines[start].hasSuffix("};") {
            guard let close = lines[start...].firstIndex(of: "\t\t};") else { return false }
            end = close
        }
        lines.insert(contentsOf: new, at: end + 1)
        return true
    }

    /// Inserts a list entry after the entry naming `id` inside the definition of object `owner`.
    private static func insertListEntry(_ entry: String, after id: String, inObject owner: String, lines: inout [String]) -> Bool {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\t\t\(owner) ") && $0.hasSuffix("= {") }),
              let close = lines[start...].firstIndex(of: "\t\t};"),
              let line = lines[start..<close].firstIndex(where: { entry in
                  let trimmed = entry.drop(while: \.isWhitespace)
                  return trimmed.hasPrefix(id) && [" ", ","].contains(trimmed.dropFirst(id.count).first)
              }) else { return false }
        let indent = String(lines[line].prefix(while: \.isWhitespace))
        lines.insert(indent + entry, at: line + 1)
        return true
    }

    private static func phaseComment(_ isa: String) -> String? {
        switch isa {
        case "PBXResourcesBuildPhase": "Resources"
        case "PBXSourcesBuildPhase": "Sources"
        case "PBXCopyFilesBuildPhase": "CopyFiles"
        default: nil
        }
    }

    private static func replacingLastComponent(of path: String, with name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// A value as Xcode writes it: bare when it has only safe characters, else quoted.
    private static func quoted(_ value: String) -> String {
        let safe = !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_$/:.-".contains($0)) }
        if safe { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
