import Foundation
import IBFoundation
import IBSource
import IBTargets

/// How the project's inputs are sorted out once the targets are known: which sources ship,
/// which platform a source is written for, which Info.plists and images count.
extension Project {
    /// The interface frameworks a file's imports tie it to (`UIKit`, `AppKit`, `WatchKit`);
    /// empty when it imports none of them and so may serve any platform.
    static func platformFamilies(of file: SourceFileIndex) -> Set<String> {
        var families: Set<String> = []
        for module in file.imports {
            switch module {
            case "UIKit": families.insert("UIKit")
            case "AppKit", "Cocoa": families.insert("AppKit")
            case "WatchKit": families.insert("WatchKit")
            default: break
            }
        }
        return families
    }

    /// `folder/stem` → the targets compiling an implementation of that stem, so a header goes
    /// with its `.m`.
    static func implementationStems(_ compilers: [String: [String]]) -> [String: Set<String>] {
        var stems: [String: Set<String>] = [:]
        for (path, targets) in compilers where !targets.isEmpty && SourceKind.of(path) == .source && !path.hasSuffix(".swift") {
            stems[stem(path), default: []].formUnion(targets)
        }
        return stems
    }

    /// Path key → the module of the first target compiling the file.
    static func firstModules(_ compilers: [String: [String]], model: BuildModel) -> [String: String] {
        compilers.compactMapValues { ids in ids.first.flatMap { model.target(id: $0)?.moduleName } }
    }

    /// A path without its extension.
    static func stem(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), dot > (path.lastIndex(of: "/") ?? path.startIndex) else { return path }
        return String(path[..<dot])
    }

    /// Whether a source belongs to what ships: with projects, a file some target compiles, a
    /// header of one or of a compiled implementation, a header with no implementation beside it,
    /// or a file outside every project's folder; without projects, every file.
    static func isShipped(_ path: String, model: BuildModel, compilers: [String: [String]], stems: [String: Set<String>],
                          implementations: Set<String>) -> Bool {
        guard !model.isEmpty, model.isCovered(path) else { return true }
        switch SourceKind.of(path) {
        case .header:
            let stem = stem(path)
            return stems[stem] != nil || !implementations.contains(stem) || model.targets.contains { $0.hasHeader(path) }
        default:
            return !(compilers[path] ?? []).isEmpty
        }
    }

    /// Info.plists a target builds with (all of them without projects), and the main storyboards
    /// that targets' build settings generate into theirs.
    static func infoPlists(_ files: [ProjectFile], model: BuildModel) -> [InfoPlist] {
        let used = Set(model.targets.compactMap(\.infoPlist))
        var plists = files.sorted { $0.path < $1.path }.compactMap { file -> InfoPlist? in
            let path = CanonicalPath.key(file.path)
            if !model.isEmpty, model.isCovered(path), !used.contains(path) { return nil }
            guard let bytes = file.contents ?? FileManager.default.contents(atPath: file.path).map(Array.init) else { return nil }
            return InfoPlist(path: file.path, bytes: bytes)
        }
        for target in model.targets where target.kind == .application {
            if let generated = InfoPlist(target: target) { plists.append(generated) }
        }
        return plists
    }

    /// Asset catalogs, loose images, and images the projects list as resources (a fresh clone
    /// may lack the bytes, but the build copies them).
    static func assets(_ byKind: [ProjectFile.Kind: [ProjectFile]], model: BuildModel) -> AssetIndex {
        var assets = AssetIndex()
        let catalogFiles = Dictionary((byKind[.assetCatalogEntry] ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for entry in catalogFiles.keys.sorted() {
            assets.addCatalogEntry(entry) { folder in
                let contents = folder + "/Contents.json"
                guard let bytes = catalogFiles[contents]?.contents ?? FileManager.default.contents(atPath: contents).map(Array.init) else { return false }
                return AssetCatalogPath.providesNamespace(contentsJSON: bytes)
            }
        }
        for image in byKind[.image] ?? [] { assets.addImageFile(image.path) }
        let scanned = byKind.values.joined().map(\.path)
        for target in model.targets {
            for resource in target.listedFiles where ProjectFile.kind(of: resource) == .image { assets.addImageFile(resource) }
            // Synchronized folders and folder references outside the folders searched: the
            // target copies their images too.
            for folder in target.folders where !folder.writtenPath.isEmpty && !scanned.contains(where: { $0.hasPrefix(folder.writtenPath + "/") }) {
                for file in FolderWalk.files(under: folder.writtenPath, limit: 20_000, skip: { name, _ in name.hasPrefix(".") || name.hasSuffix(".xcassets") })
                where ProjectFile.kind(of: file) == .image && !folder.excluded.contains(CanonicalPath.key(file)) {
                    assets.addImageFile(file)
                }
            }
        }
        return assets
    }
}
