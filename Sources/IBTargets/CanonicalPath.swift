import Foundation

/// Paths compared as the same file however they were written: absolute, with `.` and `..`
/// folded and no trailing slash (`./App/../App/View.xib` and `App/View.xib` are one path).
public enum CanonicalPath {
    /// The current folder, read once: ibkit never changes it.
    static let currentFolder = FileManager.default.currentDirectoryPath

    /// The canonical form of `path`, relative paths taken from the current folder.
    public static func of(_ path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let absolute = path.hasPrefix("/") ? path : (relative.isEmpty || relative == "." ? currentFolder : currentFolder + "/" + relative)
        if isCanonical(absolute) { return absolute }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether an absolute path has no empty, `.` or `..` component and no trailing slash, so
    /// that the common case needs no splitting.
    static func isCanonical(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var dots = 0
        var onlyDots = true
        var last: UInt8 = 0
        for byte in path.utf8 {
            if byte == slash {
                if last == slash || (onlyDots && (dots == 1 || dots == 2)) { return false }
                dots = 0
                onlyDots = true
            } else if byte == dot {
                if onlyDots { dots += 1 }
            } else {
                onlyDots = false
            }
            last = byte
        }
        if last == slash { return path.utf8.count == 1 }
        return !(onlyDots && (dots == 1 || dots == 2))
    }

    /// The path as a key for comparing paths of the project with paths on disk: canonical and
    /// lowercased, since projects are written on case-insensitive file systems (a project may say
    /// `Controllers/stream/Cell.swift` for `Controllers/Stream/Cell.swift`).
    public static func key(_ path: String) -> String { of(path).lowercased() }

    /// How a canonical path is shown in diagnostics: relative to the current folder (`./x`) when
    /// it is inside it, as ibkit shows the paths it was given.
    public static func display(_ path: String) -> String {
        let current = of(currentFolder)
        guard path.hasPrefix("/"), isInside(path, current), path != current, current != "/" else { return path }
        return "./" + path.dropFirst(current.count + 1)
    }

    /// `base/relative`, or `relative` alone when it is absolute; empty parts are skipped.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return relative }
        if relative.isEmpty { return base }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// Whether `path` is `folder` or inside it (both canonical).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")) || folder == "/"
    }

    /// The folder part of a path.
    public static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
