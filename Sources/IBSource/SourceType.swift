import IBFoundation

/// Which language a declaration was read from.
public enum SourceLanguage: String, Sendable, Codable, Hashable {
    /// A `.swift` file, read with swift-syntax.
    case swift
    /// An Objective-C header or implementation, read by the tolerant scanner.
    case objectiveC
}

/// A class as the sources declare it: its declaration merged with every extension or category.
public struct SourceType: Sendable, Hashable, Codable {
    /// The class name as Interface Builder writes it in `customClass`.
    public var name: String
    /// The superclass named in the declaration; nil for a root class or when only extensions were seen.
    public var superclass: String?
    /// Protocols listed after the superclass (in Swift, every further inherited type).
    public var conformances: [String] = []
    /// Where the class is declared; the first extension when no declaration was indexed.
    public var location: SourceLocation
    /// Whether a declaration (not only extensions or categories) was indexed.
    public var isDeclared: Bool
    /// The language of the declaration.
    public var language: SourceLanguage
    /// The module the declaring file belongs to, when the project layout tells.
    public var module: String?
    /// The Objective-C runtime name given with `@objc(Name)`.
    public var objcName: String?
    /// Whether the class is `@IBDesignable`.
    public var isDesignable = false
    /// `@IBOutlet` and `IBOutlet` properties.
    public var outlets: [SourceOutlet] = []
    /// Methods with their Objective-C selectors, exposed or not.
    public var methods: [SourceMethod] = []
    /// Properties: `@IBInspectable`, `@objc`, `dynamic`, Objective-C `@property` and ivars.
    public var properties: [SourceProperty] = []
    /// The `#if` conditions the declaration sits under; nil when it is always compiled.
    public var condition: BuildCondition?

    /// Creates an entry.
    public init(name: String, superclass: String?, location: SourceLocation, isDeclared: Bool, language: SourceLanguage) {
        self.name = name
        self.superclass = superclass
        self.location = location
        self.isDeclared = isDeclared
        self.language = language
    }

    /// The outlet named `name`.
    public func outlet(named name: String) -> SourceOutlet? { outlets.first { $0.name == name } }
    /// The property named `name`, outlet or not.
    public func property(named name: String) -> SourceProperty? { properties.first { $0.name == name } }
    /// The method whose selector is `selector`.
    public func method(withSelector selector: String) -> SourceMethod? { methods.first { $0.selector == selector } }
}

/// An outlet property.
public struct SourceOutlet: Sendable, Hashable, Codable {
    /// The property name (the key Interface Builder writes in `property`).
    public var name: String
    /// The declared type without optionality (`UILabel`, `[UIButton]` gives `UIButton`).
    public var typeName: String
    /// Whether the type is an array: an `@IBOutlet var x: [T]` or `IBOutletCollection`.
    public var isCollection: Bool
    /// `?` optional, `!` implicitly unwrapped, or neither.
    public var optionality: Optionality
    /// Whether the property is `weak`.
    public var isWeak: Bool
    /// Where the property is declared.
    public var location: SourceLocation
    /// The `#if` conditions it sits under; nil when it is always compiled.
    public var condition: BuildCondition? = nil

    /// How an outlet's type admits nil.
    public enum Optionality: String, Sendable, Codable, Hashable {
        /// `T?`.
        case optional
        /// `T!`.
        case implicitlyUnwrapped
        /// `T`: fine for Objective-C, a crash waiting in Swift when the outlet is never connected.
        case nonOptional
    }
}

/// A method and the selector the Objective-C runtime knows it by.
public struct SourceMethod: Sendable, Hashable, Codable {
    /// The Swift name (`unwind(_:)`) or the selector for Objective-C.
    public var name: String
    /// The Objective-C selector (`unwindToA:`).
    public var selector: String
    /// Whether the method is visible to the Objective-C runtime (`@IBAction`, `@objc`, `@objcMembers`,
    /// `dynamic`, any Objective-C method).
    public var isExposed: Bool
    /// Whether it is marked `@IBAction`/`IBAction`.
    public var isAction: Bool
    /// The parameters' type names, in order.
    public var parameterTypes: [String]
    /// Where the method is declared.
    public var location: SourceLocation
    /// The `#if` conditions it sits under; nil when it is always compiled.
    public var condition: BuildCondition? = nil
}

/// A property, with what makes it a key-value coding key.
public struct SourceProperty: Sendable, Hashable, Codable {
    /// The property name.
    public var name: String
    /// The declared type as written, without optionality; empty when it is inferred.
    public var typeName: String
    /// Whether it is `@IBInspectable`.
    public var isInspectable: Bool
    /// Whether key-value coding reaches it (`@objc`, `dynamic`, `@IBOutlet`, `@IBInspectable`,
    /// `@NSManaged`, `@objcMembers`, any Objective-C property or ivar).
    public var isKVCCompliant: Bool
    /// Where the property is declared.
    public var location: SourceLocation
    /// The `#if` conditions it sits under; nil when it is always compiled.
    public var condition: BuildCondition? = nil
}
