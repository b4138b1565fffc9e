import IBFoundation

/// A module the project gets from outside its own targets: a pod, a Carthage framework, a Swift
/// package product or a prebuilt framework, whose sources are usually not checked out.
public struct Dependency: Sendable, Hashable, Comparable {
    /// Who provides the module.
    public enum Manager: String, Sendable, Hashable, Codable {
        /// CocoaPods (`Podfile.lock`, or `Podfile` without one).
        case cocoaPods = "CocoaPods"
        /// Carthage (`Cartfile.resolved`).
        case carthage = "Carthage"
        /// Swift Package Manager (a package reference in the project, or `Package.resolved`).
        case swiftPackageManager = "Swift Package Manager"
        /// A framework the project links by path.
        case framework = "a linked framework"
    }

    /// The dependency's name as its manager writes it (`PINRemoteImage`, `Sparkle`).
    public var name: String
    /// The module names it provides; the name made an identifier when nothing more is known.
    public var modules: Set<String>
    /// Who provides it.
    public var manager: Manager
    /// Where it is declared (a lock file's line, a project's package reference).
    public var location: SourceLocation

    /// Creates a dependency.
    public init(name: String, modules: Set<String>? = nil, manager: Manager, location: SourceLocation) {
        self.name = name
        self.modules = modules ?? [BuildSettingOperator.c99Identifier(name)]
        self.manager = manager
        self.location = location
    }

    /// How the dependency is named in messages: `'Sparkle' (Swift Package Manager)`.
    public var description: String { "'\(name)' (\(manager.rawValue))" }

    /// By name, then manager.
    public static func < (a: Dependency, b: Dependency) -> Bool { (a.name, a.manager.rawValue) < (b.name, b.manager.rawValue) }
}
