import Foundation
import IBDocument
import IBFoundation

/// The images a drawing can show: the image sets of the asset catalogs and the loose image files
/// found under some folders, by the name a document gives them. Files are read only when drawn.
public struct ImageLibrary: Sendable {
    /// One file that can stand for a name.
    struct Candidate: Sendable, Hashable {
        var path: String
        /// Pixels per point: 2 for `2x` or `@2x`; 0 for a single vector or unscaled file.
        var scale: Double
        /// `universal`, `iphone`, `ipad`, `mac`, `tv`… (catalogs only).
        var idiom: String
        /// Whether the catalog gives it for the dark appearance.
        var dark: Bool
    }

    /// Files by image name.
    private(set) var candidates: [String: [Candidate]] = [:]

    /// No images: every image is drawn as a labelled placeholder.
    public init() {}

    /// The images under `folders`: every `.xcassets` catalog's image sets (with the namespaces
    /// its folders provide) and every loose PNG, JPEG or GIF outside a catalog. Build output,
    /// version-control and dependency-manager folders are skipped; at most `limit` entries are visited.
    public static func scanning(_ folders: [String], limit: Int = 300_000) -> ImageLibrary {
        var library = ImageLibrary()
        var visited = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String, visited < limit {
                visited += 1
                let name = (relative as NSString).lastPathComponent
                if ignoredFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".app") {
                    walker.skipDescendants()
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(relative)
                if name.hasSuffix(".imageset") {
                    library.addImageSet(at: path, relative: relative, root: folder)
                    walker.skipDescendants()
                } else if !relative.contains(".xcassets/"), ImageFile.Format(extension: (name as NSString).pathExtension) != nil {
                    library.addLooseImage(at: path)
                }
            }
        }
        return library
    }

    /// Folders that hold no image an app's documents name.
    static let ignoredFolders: Set<String> = [".git", ".build", ".swiftpm", "DerivedData", "node_modules", "Carthage", ".svn"]

    /// The names the library knows, sorted.
    public var names: [String] { candidates.keys.sorted() }

    /// The image a document names, for a platform and appearance; nil when no file stands for it.
    public func image(named name: String, platform: Platform?, dark: Bool) -> ImageFile? {
        guard let files = candidates[name], !files.isEmpty else { return nil }
        let idioms: [String] = switch platform {
        case .macOS: ["mac", "universal"]
        case .tvOS: ["tv", "universal"]
        default: ["universal", "iphone", "ipad"]
        }
        // The platform's idiom, then the appearance, then the sharpest scale a 2x screen uses.
        let ranked = files.sorted { a, b in
            let ai = idioms.firstIndex(of: a.idiom) ?? idioms.count, bi = idioms.firstIndex(of: b.idiom) ?? idioms.count
            if ai != bi { return ai < bi }
            if (a.dark == dark) != (b.dark == dark) { return a.dark == dark }
            return Self.scaleRank(a.scale) < Self.scaleRank(b.scale)
        }
        for candidate in ranked {
            if let file = ImageFile(path: candidate.path, scale: candidate.scale) { return file }
        }
        return nil
    }

    /// 2x first, then 3x, 1x and unscaled.
    static func scaleRank(_ scale: Double) -> Int {
        switch scale {
        case 2: 0
        case 3: 1
        case 1: 2
        default: 3
        }
    }

    mutating func addImageSet(at path: String, relative: String, root: String) {
        guard let bytes = ImageFile.regularFile(at: (path as NSString).appendingPathComponent("Contents.json"), limit: 1 << 20),
              let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return }
        let files: [Candidate] = images.compactMap { image in
            guard let file = image["filename"] as? String, !file.contains("/") else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 0
            let dark = (image["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } ?? false
            return Candidate(path: (path as NSString).appendingPathComponent(file), scale: scale, idiom: image["idiom"] as? String ?? "universal", dark: dark)
        }
        guard let name = Self.catalogName(of: relative, root: root) else { return }
        candidates[name, default: []] += files
    }

    /// `Icons/star.imageset` in a catalog is `star`, or `Icons/star` when the `Icons` folder
    /// provides a namespace.
    static func catalogName(of relative: String, root: String) -> String? {
        AssetCatalogPath.assets(in: (root as NSString).appendingPathComponent(relative)) { folder in
            ImageFile.regularFile(at: folder + "/Contents.json", limit: 1 << 20).map(AssetCatalogPath.providesNamespace(contentsJSON:)) ?? false
        }.last?.name
    }

    /// `logo@2x~ipad.png` stands for `logo`, `logo.png` and itself, as `UIImage(named:)` finds it.
    mutating func addLooseImage(at path: String) {
        let file = (path as NSString).lastPathComponent
        let ext = (file as NSString).pathExtension
        var base = (file as NSString).deletingPathExtension
        var idiom = "universal"
        if let tilde = base.firstIndex(of: "~") {
            idiom = String(base[base.index(after: tilde)...])
            base = String(base[..<tilde])
        }
        var scale = 1.0
        for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0), ("@1x", 1.0)] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            scale = value
        }
        let candidate = Candidate(path: path, scale: scale, idiom: idiom, dark: false)
        for name in Set([base, base + "." + ext, file]) { candidates[name, default: []].append(candidate) }
    }
}
