import IBSource

/// One class as ibkit sees it through both sources and framework knowledge, with its ancestors.
///
/// Source declarations win over framework knowledge; a framework class keeps the members that
/// source extensions and categories add to it.
public struct ClassHierarchy: Sendable {
    /// The indexed sources.
    public let sources: SourceIndex
    /// Sources consulted for a class `sources` lacks: for a target, the shipped sources of its
    /// platform, so that a class another target compiles is still known (dependency graphs read
    /// from a project miss links made through linker flags).
    public let fallback: SourceFallback?
    /// The framework classes.
    public let frameworks: FrameworkKnowledge

    /// Combines sources and framework knowledge.
    public init(sources: SourceIndex, fallback: SourceFallback? = nil, frameworks: FrameworkKnowledge = .standard) {
        self.sources = sources
        self.fallback = fallback
        self.frameworks = frameworks
    }

    /// The class as the sources declare it, the scope's own first; a class the scope only
    /// extends (or lacks) is looked up in the fallback, unless it is a framework class.
    public func type(named name: String) -> SourceType? {
        let own = sources.type(named: name)
        if let own, own.isDeclared { return own }
        guard let fallback, !frameworks.knows(Self.plain(name)) else { return own }
        if let other = fallback.type(named: name), other.isDeclared { return other }
        return own
    }

    /// A class in a chain.
    public struct Link: Sendable {
        /// The class name.
        public var name: String
        /// The source declaration or extensions, when there are any.
        public var source: SourceType?
        /// The framework class, when ibkit knows it.
        public var framework: FrameworkKnowledge.FrameworkClass?
    }

    /// A class and its ancestors, nearest first.
    public struct Chain: Sendable {
        /// The classes, nearest first.
        public var links: [Link]
        /// The first ancestor neither the sources nor the frameworks declare; nil when the chain
        /// reaches a root class, so that "not found" means "does not exist".
        public var unknownAncestor: String?
        /// Whether a missing member really is missing.
        public var isComplete: Bool { unknownAncestor == nil }
        /// The class names, nearest first.
        public var names: [String] { links.map(\.name) }
    }

    /// Whether a class of this name is declared by a source file or known as a framework class.
    public func isKnown(_ name: String) -> Bool {
        (type(named: name)?.isDeclared ?? false) || frameworks.knows(Self.plain(name))
    }

    /// Whether a source file declares the class (not only extends it).
    public func isDeclaredInSources(_ name: String) -> Bool { type(named: name)?.isDeclared ?? false }

    /// The chain of `name` and its superclasses.
    public func chain(of name: String) -> Chain {
        var links: [Link] = []
        var next: String? = name
        var seen: Set<String> = []
        while let current = next, seen.insert(current).inserted {
            let source = type(named: current)
            let framework = frameworks.classes[Self.plain(current)]
            if let source, source.isDeclared {
                links.append(Link(name: source.name, source: source, framework: nil))
                next = source.superclass
                if next == nil, source.language == .swift { break } // a Swift root class
            } else if let framework {
                links.append(Link(name: framework.name, source: source, framework: framework))
                next = framework.superclass
            } else {
                return Chain(links: links, unknownAncestor: current)
            }
        }
        return Chain(links: links, unknownAncestor: nil)
    }

    /// `Module.Class` → `Class`.
    public static func plain(_ name: String) -> String {
        name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// What a key-value coding lookup of `key` on a class finds.
    public enum KeyLookup: Sendable {
        /// The key exists, with this type (`""` when unknown) on this class.
        case found(type: String, owner: String)
        /// A Swift property of that name exists but key-value coding cannot see it.
        case notExposed(SourceProperty, owner: String)
        /// No class of the complete chain has the key.
        case missing
        /// The chain leaves what ibkit knows; nothing can be said.
        case unknown(ancestor: String)
        /// No class declares the key, but the object stores any key instead of raising (a
        /// `CALayer` or `CAAnimation`): nothing crashes, and nothing may read it.
        case storedWithoutProperty(owner: String)
    }

    /// Looks `key` up as `setValue(_:forKey:)` would.
    public func lookUpKey(_ key: String, on className: String) -> KeyLookup {
        let chain = chain(of: className)
        var hidden: (SourceProperty, String)?
        let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
        for link in chain.links {
            if let source = link.source {
                if let property = source.property(named: key) ?? Self.instanceVariable(for: key, in: source) {
                    if property.isKVCCompliant { return .found(type: property.typeName, owner: link.name) }
                    hidden = hidden ?? (property, link.name)
                }
                if let method = source.method(withSelector: setter), method.isExposed {
                    return .found(type: method.parameterTypes.first ?? "", owner: link.name)
                }
            }
            if let type = link.framework?.keys[key] { return .found(type: type, owner: link.name) }
        }
        if let hidden { return .notExposed(hidden.0, owner: hidden.1) }
        if let ancestor = chain.unknownAncestor { return .unknown(ancestor: ancestor) }
        // Core Animation's layers and animations store a value for any key instead of raising.
        if let container = chain.links.first(where: { Self.acceptsAnyKey.contains($0.name) }) { return .storedWithoutProperty(owner: container.name) }
        return .missing
    }

    /// The Objective-C instance variable key-value coding sets directly when no accessor has the
    /// key (`accessInstanceVariablesDirectly` is YES by default): `_key`, `_isKey`, `key`,
    /// `isKey`, in that order. Swift's stored properties are no such variables to it.
    static func instanceVariable(for key: String, in source: SourceType) -> SourceProperty? {
        guard source.language == .objectiveC, let first = key.first else { return nil }
        let capitalized = first.uppercased() + key.dropFirst()
        return ["_" + key, "_is" + capitalized, "is" + capitalized].lazy.compactMap(source.property(named:)).first
    }

    /// Classes whose key-value coding accepts arbitrary keys ("key-value coding compliant container classes").
    static let acceptsAnyKey: Set<String> = ["CALayer", "CAAnimation"]

    /// Whether no class of the chain is declared in a source: the object is a plain framework
    /// object, whose keys ibkit knows only as far as its framework data goes.
    public func isFrameworkOnly(_ name: String) -> Bool {
        !chain(of: name).links.contains { $0.source?.isDeclared == true }
    }

    /// Whether ibkit's data lists every key of the class and its superclasses (each is marked
    /// `!complete`), so that a key none of them has really is missing.
    public func listsAllKeys(of name: String) -> Bool {
        let chain = chain(of: name)
        return chain.isComplete && !chain.links.isEmpty && chain.links.allSatisfy { $0.framework?.hasAllKeys == true }
    }

    /// What looking up an action selector on a class finds.
    public enum MethodLookup: Sendable {
        /// Implemented; the source method when a source declares it.
        case found(SourceMethod?)
        /// A method with that selector exists but is not visible to Objective-C.
        case notExposed(SourceMethod)
        /// No class of the complete chain implements it.
        case missing
        /// The chain leaves what ibkit knows.
        case unknown(ancestor: String)
    }

    /// Looks `selector` up on a class and its superclasses.
    public func lookUpMethod(_ selector: String, on className: String) -> MethodLookup {
        let chain = chain(of: className)
        var hidden: SourceMethod?
        for link in chain.links {
            if let method = link.source?.method(withSelector: selector) {
                if method.isExposed { return .found(method) }
                hidden = hidden ?? method
            }
            if link.framework?.actions.contains(selector) == true { return .found(nil) }
        }
        if let hidden { return .notExposed(hidden) }
        if let ancestor = chain.unknownAncestor { return .unknown(ancestor: ancestor) }
        return .missing
    }

    /// Whether an instance of `name` is a `type`: true, false, or nil when the chain is unknown.
    public func isKind(_ name: String, of type: String) -> Bool? {
        let target = Self.plain(type)
        if ["id", "Any", "AnyObject", "NSObject", "NSObjectProtocol"].contains(target) { return true }
        let chain = chain(of: name)
        if chain.links.contains(where: { $0.name == target || $0.source?.objcName == target || $0.source?.conformances.contains(target) == true }) { return true }
        // A protocol type: ibkit cannot tell whether a framework class conforms.
        if !isKnown(target) { return nil }
        return chain.isComplete ? false : nil
    }
}
