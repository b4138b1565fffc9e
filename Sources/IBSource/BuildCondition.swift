/// The condition of an `#if` clause a declaration sits in, kept so that one parse of a file
/// serves every target that compiles it.
public indirect enum BuildCondition: Sendable, Hashable, Codable {
    /// A compilation condition (`DEBUG`, `ICLOUD`).
    case flag(String)
    /// `os(iOS)`.
    case os(String)
    /// `canImport(UIKit)`.
    case canImport(String)
    /// `targetEnvironment(simulator)`, `targetEnvironment(macCatalyst)`.
    case targetEnvironment(String)
    /// `true` or `false` written out.
    case literal(Bool)
    /// `!c`.
    case not(BuildCondition)
    /// `a && b`.
    case and([BuildCondition])
    /// `a || b`.
    case or([BuildCondition])
    /// `arch(…)`, `compiler(…)`, `swift(…)`, `hasFeature(…)` and anything not understood.
    case unknown

    /// `a && b`, flattening and dropping a missing side.
    public static func all(_ conditions: [BuildCondition]) -> BuildCondition? {
        let flat = conditions.flatMap { condition -> [BuildCondition] in
            if case .and(let inner) = condition { return inner }
            return [condition]
        }
        switch flat.count {
        case 0: return nil
        case 1: return flat[0]
        default: return .and(flat)
        }
    }

    /// Whether the condition holds in an environment: true, false, or nil when it cannot be told.
    public func evaluate(in environment: CompilationEnvironment, flags: Set<String>?) -> Bool? {
        switch self {
        case .flag(let name): return flags.map { $0.contains(name) }
        case .os(let name): return environment.isOS(name)
        case .canImport(let module): return environment.canImport(module)
        case .targetEnvironment(let name): return environment.isTargetEnvironment(name)
        case .literal(let value): return value
        case .unknown: return nil
        case .not(let inner): return inner.evaluate(in: environment, flags: flags).map(!)
        case .and(let parts): return Self.fold(parts, decidedBy: false, in: environment, flags: flags)
        case .or(let parts): return Self.fold(parts, decidedBy: true, in: environment, flags: flags)
        }
    }

    /// `&&` (decided by a false part) or `||` (decided by a true one) in three-valued logic: an
    /// unknown part makes the result unknown unless a deciding part settles it.
    static func fold(_ parts: [BuildCondition], decidedBy decisive: Bool, in environment: CompilationEnvironment, flags: Set<String>?) -> Bool? {
        var result: Bool? = !decisive
        for part in parts {
            switch part.evaluate(in: environment, flags: flags) {
            case decisive?: return decisive
            case nil: result = nil
            default: break
            }
        }
        return result
    }

    /// Whether code under the condition may be compiled in the environment: in some build
    /// configuration it holds, or it cannot be told (unknown is never treated as absent).
    public func mayHold(in environment: CompilationEnvironment) -> Bool {
        let configurations: [Set<String>?] = environment.configurations.isEmpty ? [nil] : environment.configurations.map { $0 }
        return configurations.contains { evaluate(in: environment, flags: $0) != false }
    }
}

/// What a target compiles for: the platform, the flags of each build configuration, and the
/// modules it can import; `#if` conditions are judged against it.
public struct CompilationEnvironment: Sendable, Hashable {
    /// `os()`'s name for the platform (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`); nil when not known.
    public var os: String?
    /// Whether this is an iOS app built for the Mac (`os(iOS)` and `targetEnvironment(macCatalyst)`
    /// hold); nil when the target builds both ways.
    public var isMacCatalyst: Bool?
    /// The compilation conditions of each build configuration; empty when not known.
    public var configurations: [Set<String>]
    /// Modules known to be importable beyond the platform's system frameworks.
    public var importableModules: Set<String>
    /// Whether every member of an Objective-C class is visible to Objective-C (Swift 3 inference).
    public var infersObjC: Bool

    /// An environment.
    public init(os: String?, isMacCatalyst: Bool? = false, configurations: [Set<String>] = [], importableModules: Set<String> = [], infersObjC: Bool = false) {
        self.os = os
        self.isMacCatalyst = isMacCatalyst
        self.configurations = configurations
        self.importableModules = importableModules
        self.infersObjC = infersObjC
    }

    /// Nothing known: every condition may hold.
    public static let unknown = CompilationEnvironment(os: nil)

    func isOS(_ name: String) -> Bool? {
        guard let os else { return nil }
        let wanted = name == "OSX" ? "macOS" : name
        if wanted == "iOS" && isMacCatalyst == true { return true }
        return os == wanted
    }

    func isTargetEnvironment(_ name: String) -> Bool? {
        switch name {
        case "macCatalyst": return os == nil ? nil : isMacCatalyst
        default: return nil // a simulator or a device: both are built
        }
    }

    /// System frameworks by the platforms that have them; others are judged by `importableModules`.
    static let platformFrameworks: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "visionOS"],
        "AppKit": ["macOS"], "Cocoa": ["macOS"],
        "WatchKit": ["watchOS"],
    ]

    func canImport(_ module: String) -> Bool? {
        if importableModules.contains(module) { return true }
        guard let os, let platforms = Self.platformFrameworks[module] else { return nil }
        if isMacCatalyst != false && (module == "AppKit" || module == "Cocoa") && os == "iOS" { return nil }
        return platforms.contains(isMacCatalyst == true ? "iOS" : os)
    }
}
