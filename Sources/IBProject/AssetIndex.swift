import Foundation

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
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let catalog = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { return }
        hasCatalogs = true
        var prefix = ""
        for position in (catalog + 1)..<components.count {
            let component = components[position]
            guard let dot = component.lastIndex(of: ".") else {
                let folder = components[...position].joined(separator: "/")
                if position < components.count - 1, providesNamespace(folder) { prefix += component + "/" }
                continue
            }
            let name = prefix + component[..<dot]
            switch component[component.index(after: dot)...] {
            case "imageset", "symbolset", "appiconset", "imagestack", "brandassets", "launchimage": images.insert(name)
            case "colorset": colors.insert(name)
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

    /// Whether a folder's `Contents.json` says it provides a namespace.
    public static func providesNamespace(contentsJSON: [UInt8]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(contentsJSON)) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
