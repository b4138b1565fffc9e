/// How `ibkit gen` names and shapes the code it writes.
public struct GenOptions: Sendable, Hashable {
    /// `internal` or `public`: the access level of every generated declaration.
    public var accessLevel: AccessLevel = .internal
    /// The enum holding each storyboard's scenes.
    public var scenesEnumName = "StoryboardScene"
    /// The enum holding each scene's typed segues.
    public var seguesEnumName = "StoryboardSegue"
    /// The enum holding reusable cells by reuse identifier.
    public var cellsEnumName = "ReusableCell"
    /// The enum holding a loader per xib.
    public var nibsEnumName = "NibFile"
    /// The protocol for controllers whose storyboard ID is their class name; nil leaves it out.
    public var identifiableProtocolName: String? = "StoryboardIdentifiable"
    /// A Swift expression for the bundle holding the documents; nil finds it from the generated code's own bundle.
    public var bundle: String?
    /// The module the generated code is compiled into: classes that name it are neither imported nor qualified.
    public var targetModule: String?
    /// Modules to import in every generated file, besides the ones the documents need.
    public var extraImports: [String] = []
    /// Which documents to generate for; nil picks the framework most of the documents use.
    public var framework: UIFramework?

    /// Options with every default.
    public init() {}

    /// The access levels generated code can have.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// Visible inside the module.
        case `internal`
        /// Visible to modules that import it.
        case `public`
    }
}

/// The UI framework generated code is written against.
public enum UIFramework: String, Sendable, Hashable, CaseIterable {
    /// iOS and tvOS documents: `UIStoryboard`, `UINib`, `UIViewController`.
    case uikit
    /// macOS documents: `NSStoryboard`, `NSNib`, `NSViewController` and `NSWindowController`.
    case appkit

    /// The framework of a platform's documents; nil for watchOS, whose storyboards code cannot instantiate.
    public init?(platform: String) {
        switch platform {
        case "iOS", "tvOS": self = .uikit
        case "macOS": self = .appkit
        default: return nil
        }
    }

    /// The module to import.
    public var moduleName: String { self == .uikit ? "UIKit" : "AppKit" }
}
