/// A file `check` reads, with what kind of input it is.
public struct ProjectFile: Sendable, Hashable {
    /// What a file is to `check`.
    public enum Kind: String, Sendable, Hashable {
        /// A `.xib` or `.storyboard`.
        case document
        /// A `.swift`, `.h`, `.m` or `.mm` file.
        case source
        /// An `Info.plist` (or `*-Info.plist`).
        case infoPlist
        /// A file inside an `.xcassets` catalog (its `Contents.json` files name the assets).
        case assetCatalogEntry
        /// A loose image in the bundle (`logo@2x.png`), which `UIImage(named:)` also finds.
        case image
        /// An Xcode project: the path of its `.xcodeproj` folder.
        case xcodeProject
        /// An Xcode workspace: the path of its `.xcworkspace` folder.
        case workspace
        /// A Swift package's `Package.swift`.
        case packageManifest
        /// `Podfile.lock`, `Podfile`, `Cartfile.resolved` or `Package.resolved`.
        case dependencyLock
    }

    /// The path as given (for a project or workspace, the file inside its folder that names it).
    public var path: String
    /// What the file is.
    public var kind: Kind
    /// The bytes, when they are supplied instead of read from disk (tests, examples).
    public var contents: [UInt8]?

    /// Creates an entry.
    public init(path: String, kind: Kind, contents: [UInt8]? = nil) {
        self.path = path
        self.kind = kind
        self.contents = contents
    }

    /// The kind a path has, or nil when `check` does not read it.
    public static func kind(of path: String) -> Kind? {
        if path.contains(".xcassets/") { return .assetCatalogEntry }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "project.pbxproj" where path.hasSuffix(".xcodeproj/project.pbxproj"): return .xcodeProject
        case "contents.xcworkspacedata" where path.hasSuffix(".xcworkspace/contents.xcworkspacedata") && !path.contains(".xcodeproj/"): return .workspace
        case "Package.swift": return .packageManifest
        case "Podfile.lock", "Podfile", "Cartfile.resolved", "Package.resolved": return .dependencyLock
        default: break
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        switch ext {
        case "xib", "storyboard": return .document
        case "swift", "h", "m", "mm": return .source
        // What `UIImage(named:)` and `NSImage(named:)` load from the bundle (`.icns` on the Mac).
        case "png", "jpg", "jpeg", "pdf", "gif", "tif", "tiff", "heic", "svg", "icns", "ico", "bmp", "webp": return .image
        case "plist": return name == "Info.plist" || name.hasSuffix("-Info.plist") ? .infoPlist : nil
        default: return nil
        }
    }
}
