import Foundation

/// How an asset catalog names what it holds: an asset folder (`star.imageset`) is named by its
/// stem, after the names of the folders above it, inside the `.xcassets`, that provide a namespace.
public enum AssetCatalogPath {
    /// The asset folders on `path` (a file or folder inside a catalog), each with the name the
    /// catalog gives it and its type (`imageset`, `colorset`, …); empty outside a catalog.
    /// `providesNamespace` says whether a folder (given as its path) provides a namespace.
    public static func assets(in path: String, providesNamespace: (String) -> Bool) -> [(name: String, type: String)] {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let catalog = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { return [] }
        var prefix = ""
        var assets: [(name: String, type: String)] = []
        for position in (catalog + 1)..<components.count {
            let component = components[position]
            guard let dot = component.lastIndex(of: ".") else {
                let folder = components[...position].joined(separator: "/")
                if position < components.count - 1, providesNamespace(folder) { prefix += component + "/" }
                continue
            }
            assets.append((prefix + component[..<dot], String(component[component.index(after: dot)...])))
        }
        return assets
    }

    /// Whether a folder's `Contents.json` says it provides a namespace.
    public static func providesNamespace(contentsJSON: [UInt8]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(contentsJSON)) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
