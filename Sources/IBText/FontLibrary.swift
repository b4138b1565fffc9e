import Foundation
import IBFoundation
import IBXML

/// The fonts an app bundles, found as files (`.ttf`, `.otf`, `.ttc`) in its project's folders and
/// looked up by the names Interface Builder writes: the PostScript name (`name="Atlas-Bold"`),
/// else the family with a style (`family="Atlas"` and a weight).
///
/// Interface Builder draws a document with the fonts it finds in the project, registered in
/// Info.plist (`UIAppFonts`, `ATSApplicationFontsPath`) or not, so every font file of the project
/// counts; one that Info.plist names wins over another file of the same name. A file that cannot
/// be read is a warning naming it, and the texts in its font fall back to the estimate.
public struct FontLibrary: Sendable {
    /// One face of a font file.
    public struct Face: Sendable {
        /// The file.
        public let path: String
        /// The face's index in a collection (0 in a single font).
        public let index: Int
        /// The font.
        public let font: OpenTypeFont
        /// Whether an Info.plist registers the file (`UIAppFonts` or `ATSApplicationFontsPath`).
        public let isRegistered: Bool
    }

    /// Faces by lowercased PostScript name, and by lowercased "family|style".
    private var byPostScriptName: [String: Face] = [:]
    private var byFamilyAndStyle: [String: Face] = [:]
    /// Every face, in the order found.
    public private(set) var faces: [Face] = []
    /// One warning per file that could not be read, at its first line.
    public private(set) var warnings: [Diagnostic] = []

    /// No fonts: every custom font is estimated.
    public init() {}

    /// The font file extensions read.
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    /// Folders that hold no font an app's documents name (hidden ones, `.git` and `.build` among
    /// them, are skipped too).
    static let ignoredFolders: Set<String> = ["DerivedData", "node_modules", "Carthage"]
    /// A font file larger than this is not read (a hostile or mistaken file, not an app's font).
    public static let maximumFileSize = 64 << 20

    /// The fonts under `folders` (at most `limit` entries visited), with the files Info.plists
    /// there register preferred.
    public static func scanning(_ folders: [String], limit: Int = 300_000) -> FontLibrary {
        var files: [String] = [], plists: [String] = []
        for folder in folders {
            let found = FolderWalk.files(under: folder, limit: limit) { name, _ in
                ignoredFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
            }
            for path in found {
                let name = (path as NSString).lastPathComponent
                if extensions.contains((name as NSString).pathExtension.lowercased()) { files.append(path) }
                if name.hasSuffix(".plist"), name.lowercased().contains("info") { plists.append(path) }
            }
        }
        let registered = RegisteredFonts(plists: plists)
        var library = FontLibrary()
        for path in files.sorted() { library.add(path: path, registered: registered.registers(path)) }
        return library
    }

    /// Reads one font file and adds its faces; a file that cannot be read adds a warning.
    public mutating func add(path: String, registered: Bool = false) {
        do {
            let bytes = try FileBytes.read(path, limit: Self.maximumFileSize)
            for (index, font) in try OpenTypeFont.fonts(in: bytes).enumerated() {
                add(Face(path: path, index: index, font: font, isRegistered: registered))
            }
        } catch {
            let reason = (error as? FontError)?.description ?? (error as? DocumentError)?.message ?? "\(error)"
            warnings.append(Diagnostic(ruleID: "font-unreadable", severity: .warning,
                                       message: "cannot read the font: \(reason); texts in it are measured with the system font's metrics (an estimate)",
                                       location: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    mutating func add(_ face: Face) {
        faces.append(face)
        let names = face.font.names
        if let name = names.postScript?.lowercased() { byPostScriptName[name] = Self.preferred(byPostScriptName[name], face) }
        if let family = names.family?.lowercased() {
            let key = family + "|" + (names.style ?? "Regular").lowercased()
            byFamilyAndStyle[key] = Self.preferred(byFamilyAndStyle[key], face)
        }
        // Interface Builder also writes the full name where a font has no PostScript name of its own.
        if let full = names.full?.lowercased(), byPostScriptName[full] == nil { byPostScriptName[full] = face }
    }

    /// The registered face over one that is not; else the one found first.
    static func preferred(_ old: Face?, _ new: Face) -> Face {
        guard let old else { return new }
        return !old.isRegistered && new.isRegistered ? new : old
    }

    /// The face a document names: by PostScript name, else by family and style (`Bold`,
    /// `Italic`, `Regular` when the document gives none); nil when the project has no such font.
    public func face(named name: String?, family: String?, style: String? = nil) -> Face? {
        if let name, let face = byPostScriptName[name.lowercased()] { return face }
        guard let family = family?.lowercased() else { return nil }
        return byFamilyAndStyle[family + "|" + (style ?? "Regular").lowercased()]
    }

    /// Whether the library holds no font.
    public var isEmpty: Bool { faces.isEmpty }
}

/// The font files Info.plists register: `UIAppFonts` lists paths in the bundle, and
/// `ATSApplicationFontsPath` a folder of them.
struct RegisteredFonts {
    var names: Set<String> = []
    var folders: Set<String> = []

    init(plists: [String]) {
        for path in plists {
            guard let data = try? FileBytes.read(path, limit: 8 << 20),
                  let plist = try? PropertyListSerialization.propertyList(from: Data(data), format: nil) as? [String: Any] else { continue }
            for entry in plist["UIAppFonts"] as? [String] ?? [] { names.insert((entry as NSString).lastPathComponent.lowercased()) }
            if let folder = plist["ATSApplicationFontsPath"] as? String, !folder.isEmpty {
                folders.insert((folder as NSString).lastPathComponent.lowercased())
            }
        }
    }

    /// Whether the file at `path` is registered: named by `UIAppFonts`, or in the folder
    /// `ATSApplicationFontsPath` names.
    func registers(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased()
        return names.contains(name) || folders.contains(folder)
    }
}
