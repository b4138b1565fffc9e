import IBFoundation
import IBXML

/// A storyboard scene: one controller with its placeholders, and where it sits on the canvas.
public struct Scene {
    /// The document the scene belongs to.
    public let document: Document
    /// The `<scene>` element.
    public let node: XMLNodeID

    /// Wraps a `<scene>` element.
    public init(document: Document, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    /// The scene id (`sceneID`).
    public var sceneID: String? { document.tree.attribute("sceneID", of: node) }

    /// Where the scene sits on the storyboard canvas.
    public var canvasLocation: Point? {
        document.tree.child("point", key: "canvasLocation", of: node).map { Point(document.tree, $0) }
    }

    /// The scene's top-level objects: its controller (or reference), First Responder, Exit, and
    /// any other objects dropped into the scene's bar.
    public var objects: [IBObject] {
        guard let list = document.tree.firstChildElement(of: node, named: "objects") else { return [] }
        return document.tree.childElements(of: list).filter(document.isObjectElement).map { IBObject(document: document, node: $0) }
    }

    /// The member Interface Builder marks `sceneMemberID="viewController"`: the scene's controller,
    /// storyboard reference or application.
    public var mainObject: IBObject? {
        let members = objects
        return members.first { $0.sceneMemberID == "viewController" }
            ?? members.first { $0.role == .controller || $0.role == .reference }
    }

    /// The scene's controller, when its main object is one.
    public var controller: Controller? { mainObject?.asController }

    /// The scene's placeholders (First Responder, Exit, …).
    public var placeholders: [IBObject] { objects.filter { $0.placeholder != nil } }

    /// Where the scene starts.
    public var location: SourceLocation { document.tree.location(of: node) }
}
