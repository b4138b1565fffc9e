import IBFoundation

/// One Swift file `ibkit convert` writes: the code for one scene or top-level object.
public struct ConvertedFile: Sendable {
    /// The file name (`ViewController+Main.swift`).
    public var name: String
    /// The Swift source.
    public var source: String
    /// What the code builds: a controller's view, a view's content, a cell.
    public var root: ConvertedRoot
    /// What could not be written as code, each at its place in the document.
    public var notes: [ConversionNote]
}

extension ConvertedFile {
    /// Names each file `Class+Document.swift`, and `Class+Document-<id>.swift` when that is taken.
    static func named(_ files: [(file: ConvertedFile, className: String, objectID: String?)], documentName: String) -> [ConvertedFile] {
        var taken: Set<String> = []
        return files.enumerated().map { index, entry in
            var file = entry.file
            var name = "\(entry.className)+\(documentName).swift"
            if taken.contains(name) { name = "\(entry.className)+\(documentName)-\(entry.objectID ?? "\(index)").swift" }
            taken.insert(name)
            file.name = name
            return file
        }
    }
}

/// What a converted file builds and how a project calls it.
public struct ConvertedRoot: Sendable, Hashable {
    /// How the built hierarchy is reached.
    public enum Kind: String, Sendable, Hashable {
        /// `loadConvertedView()` on a view controller: its `view`.
        case controllerView
        /// `buildConvertedContent()` on a view or cell: its own properties and subviews.
        case viewContent
        /// `makeConvertedView()` on File's Owner: a top-level view it owns.
        case ownedView
        /// `loadConvertedWindow()` on a window controller: its `window`.
        case window
        /// `instantiateConvertedObjects()` on File's Owner: every top-level object of an AppKit nib
        /// or application scene, made and connected as loading it does.
        case objects
        /// `makeConverted()` on a container's class (navigation, tab bar, split view controller):
        /// the controller with its children.
        case containerChildren
    }

    /// How the built hierarchy is reached.
    public var kind: Kind
    /// The class the extension is on.
    public var className: String
    /// The UIKit class it inherits from (`UIViewController`, `UITableViewCell`).
    public var baseClassName: String
    /// The id of the object whose view or content it builds.
    public var objectID: String
    /// Whether the class is one the converter wrote (the document named no custom class).
    public var isGeneratedClass: Bool
    /// The method that builds it.
    public var method: String
    /// The ids of more top-level views the same method builds (a xib's other views its owner reaches).
    public var extraObjectIDs: [String] = []
    /// The methods that perform the controller's segues, each with the id of its segue in the document.
    public var segueMethods: [SegueMethodName] = []
    /// The method that sets what the controller has before its view loads, when it has any.
    public var configureMethod: String? = nil
}

/// A segue's method and the segue it performs.
public struct SegueMethodName: Sendable, Hashable {
    /// The method (`performSegueShowDetail`), which takes the sender.
    public var method: String
    /// The segue's id in the document.
    public var segueID: String
}

/// Something of the document that the converted code does not express, with the reason.
public struct ConversionNote: Sendable, Hashable {
    /// Where the document holds it.
    public var location: SourceLocation
    /// What is missing and why.
    public var message: String
}
