import Dispatch
import Foundation
import IBDocument
import IBFoundation
import IBSource
import IBXML

/// Everything `check` reads, loaded once: documents, source index, Info.plists and assets.
public final class Project: @unchecked Sendable {
    /// The documents that parsed, sorted by path.
    public let documents: [Document]
    /// One `parse-error` per document that could not be read.
    public let loadDiagnostics: [Diagnostic]
    /// The source index.
    public let sources: SourceIndex
    /// Sources and framework knowledge together.
    public let hierarchy: ClassHierarchy
    /// The Info.plists that name a main storyboard.
    public let infoPlists: [InfoPlist]
    /// Asset catalog and loose image names.
    public let assets: AssetIndex
    /// Storyboards by name (file name without extension); localized copies share a name.
    public let storyboards: [String: [Document]]
    /// Xibs by name.
    public let nibs: [String: [Document]]

    /// Loads the files, parsing documents and sources on all cores.
    public init(files: [ProjectFile], modules: @escaping @Sendable (String) -> String? = ModuleLayout.swiftPackageModule) {
        let byKind = Dictionary(grouping: files, by: \.kind)
        let documentFiles = (byKind[.document] ?? []).sorted { $0.path < $1.path }
        let slots = ConcurrentSlots<Result<Document, DocumentError>>(count: documentFiles.count)
        DispatchQueue.concurrentPerform(iterations: documentFiles.count) { i in
            let file = documentFiles[i]
            slots[i] = Result { () throws(DocumentError) -> Document in
                if let bytes = file.contents { return try Document.parse(bytes, path: file.path) }
                return try Document.load(contentsOf: file.path)
            }
        }
        var documents: [Document] = []
        var failures: [Diagnostic] = []
        for result in slots.values {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): failures.append(error.diagnostic)
            }
        }
        self.documents = documents
        self.loadDiagnostics = failures

        let supplied = Dictionary((byKind[.source] ?? []).compactMap { file in file.contents.map { (file.path, String(decoding: $0, as: UTF8.self)) } },
                                  uniquingKeysWith: { first, _ in first })
        sources = SourceIndex.build(files: (byKind[.source] ?? []).map(\.path), text: { supplied[$0] }, module: modules)
        hierarchy = ClassHierarchy(sources: sources)

        infoPlists = (byKind[.infoPlist] ?? []).sorted { $0.path < $1.path }.compactMap { file in
            guard let bytes = file.contents ?? FileManager.default.contents(atPath: file.path).map(Array.init) else { return nil }
            return InfoPlist(path: file.path, bytes: bytes)
        }

        var assets = AssetIndex()
        let catalogFiles = Dictionary((byKind[.assetCatalogEntry] ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for entry in catalogFiles.keys.sorted() {
            assets.addCatalogEntry(entry) { folder in
                let contents = folder + "/Contents.json"
                guard let bytes = catalogFiles[contents]?.contents ?? FileManager.default.contents(atPath: contents).map(Array.init) else { return false }
                return AssetIndex.providesNamespace(contentsJSON: bytes)
            }
        }
        for image in byKind[.image] ?? [] { assets.addImageFile(image.path) }
        self.assets = assets

        storyboards = Dictionary(grouping: documents.filter(\.isStoryboard), by: { Self.baseName($0.path) })
        nibs = Dictionary(grouping: documents.filter { !$0.isStoryboard }, by: { Self.baseName($0.path) })
    }

    /// `Base.lproj/Main.storyboard` → `Main`; `Cell~ipad.xib` → `Cell`.
    public static func baseName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }

    let flowGraphCache = LockedValue<FlowGraph?>(nil)

    /// Whether any source file was indexed: source-dependent rules stay silent otherwise.
    public var hasSources: Bool { !sources.isEmpty }
}
