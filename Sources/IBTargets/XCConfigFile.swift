import Foundation
import IBFoundation

/// A `.xcconfig` file's assignments, with the files it `#include`s read in place.
public enum XCConfigFile {
    /// Includes nested deeper than this are not followed (a cycle ends here too).
    static let maximumDepth = 16

    /// The assignments of the file at `path`, in order, and a note per file that could not be
    /// read (an `#include?` of a missing file is not one); a missing `path` itself is noted at
    /// `referencedFrom`, when given.
    public static func assignments(at path: String, reader: FileReader, referencedFrom: SourceLocation? = nil)
        -> (assignments: [BuildSettings.Assignment], problems: [Diagnostic]) {
        var assignments: [BuildSettings.Assignment] = []
        var problems: [Diagnostic] = []
        read(path, depth: 0, reader: reader, into: &assignments, problems: &problems, includedFrom: referencedFrom, optional: false)
        return (assignments, problems)
    }

    private static func read(_ path: String, depth: Int, reader: FileReader, into assignments: inout [BuildSettings.Assignment],
                             problems: inout [Diagnostic], includedFrom: SourceLocation?, optional: Bool) {
        guard depth < maximumDepth else { return }
        guard let bytes = reader.contents(path) ?? caseInsensitiveMatch(path, reader: reader).flatMap(reader.contents) else {
            if let includedFrom, !optional, !isGeneratedByDependencyManager(path) {
                problems.append(Diagnostic(ruleID: "project-unreadable", severity: .note,
                                           message: "xcconfig file '\(path)' cannot be read; its settings are left out", location: includedFrom))
            }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        for (index, rawLine) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = commentStart(in: line) { line = line[..<comment] }
            line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let target = String(line[line.index(after: open)..<close])
                let full = target.hasPrefix("/") ? target : (folder.isEmpty ? target : folder + "/" + target)
                let here = SourceLocation(file: path, line: index + 1, column: 1)
                read(full, depth: depth + 1, reader: reader, into: &assignments, problems: &problems, includedFrom: here, optional: isOptional)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty, !key.contains(" ") else { continue }
            assignments.append(BuildSettings.Assignment(writtenKey: key, value: value))
        }
    }

    /// The file whose name differs from `path`'s only in case, in the same folder: Xcode finds it,
    /// since macOS file systems ignore case by default.
    static func caseInsensitiveMatch(_ path: String, reader: FileReader) -> String? {
        guard !isGeneratedByDependencyManager(path) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let wanted = (path as NSString).lastPathComponent.lowercased()
        return reader.files(folder.isEmpty ? "." : folder).first { candidate in
            (candidate as NSString).deletingLastPathComponent == folder && (candidate as NSString).lastPathComponent.lowercased() == wanted
        }
    }

    /// Whether an xcconfig is one CocoaPods or Carthage writes on install, absent from a fresh clone.
    public static func isGeneratedByDependencyManager(_ path: String) -> Bool {
        path.contains("/Pods/") || path.contains("/Carthage/")
    }

    /// Where a `//` comment starts, outside quotes; `://` in a URL is not one.
    static func commentStart(in line: Substring) -> Substring.Index? {
        var inQuotes = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            let next = line.index(after: index)
            if !inQuotes, character == "/", next < line.endIndex, line[next] == "/" {
                if index > line.startIndex, line[line.index(before: index)] == ":" { index = next; continue }
                return index
            }
            index = next
        }
        return nil
    }
}

/// Reads files for the project readers, so that tests can supply them without a disk.
public struct FileReader: Sendable {
    /// A file's bytes, or nil when it cannot be read.
    public var contents: @Sendable (String) -> [UInt8]?
    /// Whether a path is a folder.
    public var isFolder: @Sendable (String) -> Bool
    /// The files under a folder (full paths), hidden ones left out.
    public var files: @Sendable (String) -> [String]

    /// A reader with its three functions.
    public init(contents: @escaping @Sendable (String) -> [UInt8]?, isFolder: @escaping @Sendable (String) -> Bool,
                files: @escaping @Sendable (String) -> [String]) {
        self.contents = contents
        self.isFolder = isFolder
        self.files = files
    }

    /// The file system.
    public static let disk = FileReader(
        contents: { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return FileManager.default.contents(atPath: path).map(Array.init)
        },
        isFolder: { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        },
        files: { FolderWalk.files(under: $0) }
    )
}
