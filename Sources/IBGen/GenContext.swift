/// What code generation knows about a project's documents: storyboards with their scenes, segues
/// and cells, xibs with their owners and views, and the modules to import.
///
/// The context is Codable and sorted: the same documents always give the same JSON. Each field's
/// meaning is documented on it. `TemplateContext` builds the templates' input, `TemplateModel`, from it.
public struct GenContext: Codable, Hashable, Sendable {
    /// The storyboards, by name.
    public var storyboards: [Storyboard]
    /// The xibs, by name.
    public var xibs: [Xib]
    /// Modules named by custom classes that the target does not provide, sorted.
    public var modules: [String]

    /// A class a document names: its custom class, or the framework class of the element.
    public struct ClassRef: Codable, Hashable, Sendable {
        /// The class name (`BViewController`, `UINavigationController`).
        public var name: String
        /// The module to qualify it with; nil for the target's own classes and framework classes.
        public var module: String?
        /// The UIKit/AppKit class of the element (`UIViewController` for a `viewController`).
        public var baseClass: String
        /// Whether `name` is a custom class.
        public var isCustom: Bool
    }

    /// A storyboard.
    public struct Storyboard: Codable, Hashable, Sendable {
        /// The name `UIStoryboard(name:bundle:)` takes.
        public var name: String
        /// `iOS`, `tvOS`, `macOS` or `watchOS`.
        public var platform: String
        /// The entry point, when there is one (a reference is followed to its controller).
        public var initialScene: Scene?
        /// Scenes with a storyboard ID, by identifier.
        public var scenes: [Scene]
        /// Segues with an identifier, grouped by the scene they leave, by scene.
        public var segues: [SceneSegues]
        /// Prototype cells, grouped by the table or collection view that holds them.
        public var cells: [CellGroup]
    }

    /// A scene's controller.
    public struct Scene: Codable, Hashable, Sendable {
        /// The storyboard ID; nil for an entry point without one.
        public var identifier: String?
        /// The controller's class.
        public var controller: ClassRef
    }

    /// The identified segues leaving one scene.
    public struct SceneSegues: Codable, Hashable, Sendable {
        /// A name for the source scene: its custom class, else its storyboard ID, else its element id.
        public var sceneName: String
        /// The source controller's class.
        public var source: ClassRef
        /// The segues, by identifier.
        public var segues: [Segue]
    }

    /// One segue.
    public struct Segue: Codable, Hashable, Sendable {
        /// The identifier.
        public var identifier: String
        /// The kind (`show`, `presentation`, `embed`, `unwind`, …).
        public var kind: String
        /// The destination's class, through storyboard references; nil for unwinds and unresolved ones.
        public var destination: ClassRef?
        /// The storyboard the destination lives in, when a reference leads elsewhere.
        public var destinationStoryboard: String?
    }

    /// The prototype cells of one table or collection view.
    public struct CellGroup: Codable, Hashable, Sendable {
        /// `table` or `collection`.
        public var container: String
        /// The controller whose scene holds the view.
        public var controller: ClassRef
        /// The cells, by reuse identifier.
        public var cells: [Cell]
    }

    /// A reusable cell or view.
    public struct Cell: Codable, Hashable, Sendable {
        /// The reuse identifier.
        public var reuseIdentifier: String
        /// The cell's class.
        public var cell: ClassRef
    }

    /// A xib.
    public struct Xib: Codable, Hashable, Sendable {
        /// The name `UINib(nibName:bundle:)` takes.
        public var name: String
        /// `iOS`, `tvOS`, `macOS` or `watchOS`.
        public var platform: String
        /// File's Owner's class, when the document sets one.
        public var owner: ClassRef?
        /// The top-level views (and cells), in document order.
        public var views: [ClassRef]
        /// Reusable top-level cells and views, by reuse identifier.
        public var cells: [Cell]
    }
}
