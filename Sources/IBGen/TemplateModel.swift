import Foundation

/// What the templates read: one framework's documents with every Swift name already made and every
/// class already spelled as a Swift type. Typed and Codable; Stencil gets it as the dictionary its
/// JSON makes (`dictionary()`), and `ibkit gen --template-context` prints that JSON. Strings meant
/// for string literals (`name`, `identifier`) are already escaped.
public struct TemplateModel: Codable, Hashable, Sendable {
    /// `UIKit` or `AppKit`.
    public var framework: String
    /// `UIStoryboard` or `NSStoryboard`.
    public var storyboardClass: String
    /// `UIStoryboardSegue` or `NSStoryboardSegue`.
    public var segueClass: String
    /// Whether the code is written against AppKit.
    public var isAppKit: Bool
    /// `internal` or `public`.
    public var access: String
    /// Modules to import, sorted.
    public var imports: [String]
    /// The Swift expression for the documents' bundle.
    public var bundle: String
    /// Whether `bundle` is the `BundleToken` the header declares.
    public var needsBundleToken: Bool
    /// The enums' names.
    public var scenesEnum, seguesEnum, cellsEnum, nibsEnum: String
    /// The identifiable-controller protocol's name; nil leaves it out.
    public var identifiableProtocol: String?
    /// Storyboards with their scenes.
    public var storyboards: [Storyboard]
    /// Controllers whose storyboard ID is their class name.
    public var identifiables: [Identifiable]
    /// Storyboards that have identified segues.
    public var segueStoryboards: [SegueStoryboard]
    /// Storyboard prototype cells by storyboard, then the xibs' cells as one group.
    public var cellGroups: [CellGroup]
    /// A loader per xib.
    public var nibs: [Nib]

    /// A storyboard.
    public struct Storyboard: Codable, Hashable, Sendable {
        /// The storyboard's name; `swiftName` is its enum's.
        public var name, swiftName, platform: String
        /// The entry point's type; nil without one.
        public var initialType: String?
        /// The scenes with a storyboard ID.
        public var scenes: [Scene]
    }

    /// A scene with a storyboard ID: the ID, the static member's name, the controller's type.
    public struct Scene: Codable, Hashable, Sendable {
        /// The storyboard ID, the member's name and the controller's Swift type.
        public var identifier, member, type: String
    }

    /// A controller that gets the identifiable conformance.
    public struct Identifiable: Codable, Hashable, Sendable {
        /// The class, its storyboard ID and its storyboard's name.
        public var type, identifier, storyboard: String
    }

    /// A storyboard's identified segues.
    public struct SegueStoryboard: Codable, Hashable, Sendable {
        /// The storyboard's name and its enum's.
        public var name, swiftName: String
        /// The source scenes.
        public var scenes: [SegueScene]
    }

    /// The identified segues leaving one scene.
    public struct SegueScene: Codable, Hashable, Sendable {
        /// The scene's enum, the scene's name in the GenContext, the source controller's type.
        public var swiftName, sceneName, sourceType: String
        /// The segues.
        public var segues: [Segue]
    }

    /// One identified segue.
    public struct Segue: Codable, Hashable, Sendable {
        /// The member's name, the identifier, the kind and the destination's type.
        public var member, identifier, kind, destinationType: String
    }

    /// Cells of one storyboard (`name`, `swiftName`), or of all xibs (`isNibGroup`).
    public struct CellGroup: Codable, Hashable, Sendable {
        /// Whether these are the xibs' cells, declared on the enum itself.
        public var isNibGroup: Bool
        /// The storyboard and its enum; nil for the xibs' group.
        public var name, swiftName: String?
        /// The cells.
        public var cells: [Cell]
    }

    /// A reusable cell.
    public struct Cell: Codable, Hashable, Sendable {
        /// The member's name, the reuse identifier, `table` or `collection`, the helper type
        /// (`TableCell`/`CollectionCell`) and the cell's type.
        public var member, identifier, kind, helper, type: String
        /// The xib the cell comes from; nil for a prototype.
        public var nib: String?
    }

    /// A xib's loader.
    public struct Nib: Codable, Hashable, Sendable {
        /// The member's name, the xib's name, File's Owner's type (`AnyObject` when unset), the
        /// first view's type (the framework's view class when there is none) and a doc line.
        public var member, name, ownerType, viewType, summary: String
        /// Whether File's Owner has a class, and whether there is a top-level view.
        public var hasOwner, hasView: Bool
    }

    /// The model as the nested dictionaries and arrays its JSON makes, which Stencil renders.
    public func dictionary() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(self))
        return object as? [String: Any] ?? [:]
    }
}
