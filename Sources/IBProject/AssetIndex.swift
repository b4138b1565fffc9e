import Foundation
import IBFoundation

/// The image and color names a project's asset catalogs and loose images provide.
public struct AssetIndex: Sendable {
    /// Image names (`imageset`, `symbolset`, `appiconset`, loose image files).
    public private(set) var images: Set<String> = []
    /// Named colors (`colorset`).
    public private(set) var colors: Set<String> = []
    /// Whether any asset catalog was found.
    public private(set) var hasCatalogs = false

    /// An empty index.
    public init() {}

    /// Adds the asset a catalog path belongs to.
    ///
    /// - Parameter namespace: whether a folder of the catalog (given as its path) provides a
    ///   namespace, from its `Contents.json`.
    public mutating func addCatalogEntry(_ path: String, providesNamespace: (String) -> Bool) {
        guard path.split(separator: "/").contains(where: { $0.hasSuffix(".xcassets") }) else { return }
        hasCatalogs = true
        for asset in AssetCatalogPath.assets(in: path, providesNamespace: providesNamespace) {
            switch asset.type {
            case "imageset", "symbolset", "appiconset", "imagestack", "brandassets", "launchimage": images.insert(asset.name)
            case "colorset": colors.insert(asset.name)
            default: break
            }
        }
    }

    /// Adds a loose image file: `logo@2x~ipad.png` provides `logo` and `logo.png`.
    public mutating func addImageFile(_ path: String) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        images.insert(file)
        var base = file.split(separator: ".").dropLast().joined(separator: ".")
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        for scale in ["@2x", "@3x", "@1x"] where base.hasSuffix(scale) { base.removeLast(scale.count) }
        images.insert(base)
        let ext = file.split(separator: ".").last.map(String.init) ?? ""
        images.insert(base + "." + ext)
    }

}
