import IBFoundation

/// A target of an Xcode project or a Swift package: the module it compiles, for which platforms,
/// from which sources, with which resources, and what it depends on.
public struct Target: Sendable, Hashable {
    /// What a target builds.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// An app (`com.apple.product-type.application`, watch apps too).
        case application
        /// An app extension, widget or App Clip's extension.
        case appExtension
        /// A framework or a static framework.
        case framework
        /// A static or dynamic library, or a Swift package library target.
        case library
        /// A unit or UI test bundle.
        case test
        /// A command-line tool, bundle, XPC service or anything else.
        case other
    }

    /// How a folder's files belong to the target without being listed one by one.
    public struct Folder: Sendable, Hashable {
        /// The folder (a path key, see `CanonicalPath.key`).
        public var path: String
        /// The folder as written, with its case, for listing it on disk.
        public var writtenPath: String
        /// Files under it that do not belong (path keys).
        public var excluded: Set<String>
        /// What the folder is: its files' kinds decide sources and resources, or all are resources.
        public var isResourceFolder: Bool

        /// Creates a folder membership from paths, which it makes keys.
        public init(path: String, excluded: Set<String> = [], isResourceFolder: Bool = false) {
            self.path = CanonicalPath.key(path)
            self.writtenPath = CanonicalPath.of(path)
            self.excluded = Set(excluded.map(CanonicalPath.key))
            self.isResourceFolder = isResourceFolder
        }

        /// Whether a path key is inside and not excluded.
        public func contains(_ file: String) -> Bool {
            guard CanonicalPath.isInside(file, path) else { return false }
            return !excluded.contains(where: { CanonicalPath.isInside(file, $0) })
        }
    }

    /// The target's name.
    public var name: String
    /// The project or package that declares it (the `.xcodeproj` or `Package.swift` path as found).
    public var project: String
    /// A key unique across projects: project path and the target's id there.
    public var id: String
    /// What it builds.
    public var kind: Kind
    /// The Swift module name (`PRODUCT_MODULE_NAME`, else the product name made an identifier).
    public var moduleName: String
    /// The platforms it builds for; empty when the project does not say.
    public var platforms: Set<BuildPlatform>
    /// Sources compiled, listed one by one (path keys, see `CanonicalPath.key`).
    public var sources: Set<String> = []
    /// Headers listed in the project (path keys).
    public var headers: Set<String> = []
    /// Resources copied or compiled into the product, listed one by one (path keys).
    public var resources: Set<String> = []
    /// Every file listed one by one, as written (canonical paths with their case), for reading
    /// the ones that lie outside the folders searched.
    public var listedFiles: [String] = []
    /// Folders whose files belong without being listed: synchronized folders, folder references,
    /// a package target's directory.
    public var folders: [Folder] = []
    /// `project#product:ID`: how a product of this target is named from other projects.
    public var productKey: String?
    /// Xcode's product type (`com.apple.product-type.app-extension`, …); empty for packages.
    public var productType = ""
    /// Targets it depends on or links, by `id`.
    public var dependencies: [String] = []
    /// Modules of products it links from packages, pods and frameworks outside the project.
    public var externalModules: Set<String> = []
    /// Active compilation conditions, one set per build configuration.
    public var compilationConditions: [Set<String>] = []
    /// Whether Swift 3's `@objc` inference is on (`SWIFT_SWIFT3_OBJC_INFERENCE = On`, or Swift 3).
    public var infersObjC = false
    /// The Info.plist the target builds with (a path key), when it names one.
    public var infoPlist: String?
    /// Info.plist keys the build settings generate (`INFOPLIST_KEY_UIMainStoryboardFile`).
    public var generatedInfoPlistKeys: [String: String] = [:]
    /// Where the target is declared.
    public var location: SourceLocation
    /// `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac Catalyst, 7 Vision.
    public var deviceFamilies: Set<Int> = []
    /// `IPHONEOS_DEPLOYMENT_TARGET` (`15.0`), when the target sets it.
    public var iOSDeploymentTarget: String?

    /// Adds files listed one by one to `sources`, `headers` or `resources`.
    public mutating func list(_ paths: [String], as set: WritableKeyPath<Target, Set<String>>) {
        listedFiles += paths
        self[keyPath: set].formUnion(paths.map(CanonicalPath.key))
    }

    /// Creates a target.
    public init(name: String, project: String, id: String, kind: Kind, moduleName: String, platforms: Set<BuildPlatform>, location: SourceLocation) {
        self.name = name
        self.project = project
        self.id = id
        self.kind = kind
        self.moduleName = moduleName
        self.platforms = platforms
        self.location = location
    }

    /// Whether the product runs as a process of its own (an app, App Clip, watch app, app
    /// extension, XPC service or tool): embedding it in an app links none of its classes there.
    public var runsInItsOwnProcess: Bool {
        kind == .application || kind == .appExtension || productType.contains("xpc-service") || productType.hasSuffix(".tool")
    }

    /// Whether this target sees `other`'s classes when it depends on it: always, unless `other`
    /// runs on its own. A test bundle is loaded into the app it tests, and a WatchKit app's
    /// interface is driven by the code of its WatchKit extension.
    public func takesClasses(from other: Target) -> Bool {
        !other.runsInItsOwnProcess || kind == .test || (productType.contains("watchapp") && other.productType.contains("watchkit"))
    }

    /// Whether the target compiles a source file (a path key).
    public func compiles(_ path: String) -> Bool {
        if sources.contains(path) { return true }
        return SourceKind.of(path) == .source && folders.contains { !$0.isResourceFolder && $0.contains(path) }
    }

    /// Whether the target's product contains a resource (a path key): listed, or in one of its
    /// folders.
    public func bundles(_ path: String) -> Bool {
        if resources.contains(path) { return true }
        return folders.contains { $0.contains(path) && ($0.isResourceFolder || SourceKind.of(path) == .resource) }
    }

    /// Whether a header (a path key) is part of the target: listed, or in one of its folders.
    public func hasHeader(_ path: String) -> Bool {
        headers.contains(path) || folders.contains { !$0.isResourceFolder && $0.contains(path) && SourceKind.of(path) == .header }
    }
}

/// What a file in a target's folder is to the build, by its extension.
public enum SourceKind: Sendable, Hashable {
    /// Compiled: Swift, Objective-C, C, C++.
    case source
    /// A header.
    case header
    /// Anything else: copied or compiled as a resource.
    case resource

    /// The kind of a path.
    public static func of(_ path: String) -> SourceKind {
        // The extension is what follows the last dot of the last component.
        var extensionBytes: [UInt8] = []
        for byte in path.utf8.reversed() {
            if byte == UInt8(ascii: ".") { break }
            if byte == UInt8(ascii: "/") || extensionBytes.count > 8 { return .resource }
            extensionBytes.append(byte | 0x20)
        }
        if extensionBytes.count == path.utf8.count { return .resource }
        switch String(decoding: extensionBytes.reversed(), as: UTF8.self) {
        case "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal", "s": return .source
        case "h", "hh", "hpp": return .header
        default: return .resource
        }
    }
}
