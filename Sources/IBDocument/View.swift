import IBXML

/// A view (UIView, NSView, WKInterfaceObject and their subclasses) over its element.
public struct View: Hashable, Sendable {
    /// The view as a generic object.
    public let object: IBObject

    /// Reads an object as a view, whatever its element (a cell's content view, a table's header).
    public init(object: IBObject) { self.object = object }

    var tree: XMLTree { object.document.tree }
    var node: XMLNodeID { object.node }

    /// The views in `<subviews>`, back to front.
    public var subviews: [View] {
        guard let list = tree.firstChildElement(of: node, named: "subviews") else { return [] }
        return tree.childElements(of: list).filter(object.document.isObjectElement).map { View(object: IBObject(document: object.document, node: $0)) }
    }
    /// The view's layout guides (`safeArea`, `keyboard`, custom guides).
    public var layoutGuides: [IBObject] { object.childObjects.filter { $0.role == .layoutGuide } }
    /// The stored frame (`<rect key="frame">`).
    public var frame: Rect? { tree.child("rect", key: "frame", of: node).map { Rect(tree, $0) } }
    /// The autoresizing mask; nil when the document stores none.
    public var autoresizingMask: AutoresizingMask? {
        tree.firstChildElement(of: node, named: "autoresizingMask").map { AutoresizingMask(tree, $0) }
    }
    /// Whether Interface Builder turns the autoresizing mask into constraints (`translatesAutoresizingMaskIntoConstraints`).
    public var translatesAutoresizingMaskIntoConstraints: Bool { object.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" }
    /// Whether the view is hidden.
    public var isHidden: Bool { object.attribute("hidden") == "YES" }
    /// The view's alpha.
    public var alpha: Double { object.tree.number("alpha", of: object.node) ?? 1 }
    /// Whether the view takes touches.
    public var isUserInteractionEnabled: Bool { object.attribute("userInteractionEnabled") != "NO" }

    /// The view's colors by property (`backgroundColor`, `textColor`, `tintColor`, …).
    public var colors: [(key: String, color: Color)] {
        tree.childElements(of: node).filter { tree.isElement($0, named: "color") }.map { (tree.attribute("key", of: $0) ?? "", Color(tree, $0)) }
    }
    /// The font (`fontDescription` on UIKit, `font` on AppKit).
    public var font: Font? {
        (tree.firstChildElement(of: node, named: "fontDescription") ?? tree.firstChildElement(of: node, named: "font")).map { Font(tree, $0) }
    }
    /// The text of a label, text field or text view: the `text` attribute, or a `<string key="text">` for multi-line text.
    public var text: String? {
        if let text = object.attribute("text") { return text }
        let element = tree.child("string", key: "text", of: node) ?? tree.child("mutableString", key: "text", of: node)
        return element.map { tree.text(of: $0) }
    }
    /// The title attribute (AppKit controls and cells, bar items).
    public var title: String? { object.attribute("title") }
    /// The placeholder text of a text field.
    public var placeholderText: String? { object.attribute("placeholder") }
    /// A button's per-state titles and images (`<state key="normal" title="…" image="…">`).
    public var states: [ControlState] {
        tree.childElements(of: node).filter { tree.isElement($0, named: "state") }.map { state in
            ControlState(state: tree.attribute("key", of: state) ?? "normal", title: tree.attribute("title", of: state),
                         image: tree.attribute("image", of: state))
        }
    }
    /// A table view's `<prototypes>` or a collection view's `<cells>`: cells registered for reuse,
    /// created on dequeue rather than with the view (a static table's cells sit in `<sections>`).
    public var prototypeCells: [IBObject] {
        let isCollection = object.elementName == "collectionView"
        return tree.childElements(of: node)
            .filter { tree.isElement($0, named: "prototypes") || (isCollection && tree.isElement($0, named: "cells")) }
            .flatMap { tree.childElements(of: $0) }
            .filter(object.document.isObjectElement)
            .map { IBObject(document: object.document, node: $0) }
    }

    /// The reuse identifier of a cell or reusable view.
    public var reuseIdentifier: String? { object.attribute("reuseIdentifier") }
    /// The accessibility settings.
    public var accessibility: Accessibility? {
        tree.firstChildElement(of: node, named: "accessibility").map { Accessibility(tree, $0) }
    }
    /// The constraints held by this view, in document order.
    public var constraints: [Constraint] {
        guard let list = tree.firstChildElement(of: node, named: "constraints") else { return [] }
        return tree.childElements(of: list).filter { tree.isElement($0, named: "constraint") }.map { Constraint(owner: object, node: $0) }
    }
    /// The size-class variations that change this view.
    public var variations: [Variation] {
        tree.childElements(of: node).filter { tree.isElement($0, named: "variation") }.map { Variation(document: object.document, node: $0) }
    }
}

/// A control state's title and image.
public struct ControlState: Hashable, Sendable, Codable {
    /// `normal`, `highlighted`, `selected`, `disabled`.
    public var state: String
    /// The title for the state.
    public var title: String?
    /// The image name for the state.
    public var image: String?

    /// Creates a state entry.
    public init(state: String, title: String?, image: String?) {
        self.state = state
        self.title = title
        self.image = image
    }
}

/// An `<accessibility>` element.
public struct Accessibility: Hashable, Sendable, Codable {
    /// The accessibility identifier (what UI tests find the view by).
    public var identifier: String?
    /// The label VoiceOver reads.
    public var label: String?
    /// The hint VoiceOver reads.
    public var hint: String?
    /// Whether the element is exposed to accessibility.
    public var isElement: Bool?
    /// The traits set to YES.
    public var traits: [String]

    init(_ tree: XMLTree, _ node: XMLNodeID) {
        identifier = tree.attribute("identifier", of: node)
        label = tree.attribute("label", of: node) ?? tree.attribute("description", of: node)
        hint = tree.attribute("hint", of: node) ?? tree.attribute("help", of: node)
        isElement = tree.attribute("isElement", of: node).map { $0 == "YES" }
        traits = tree.firstChildElement(of: node, named: "accessibilityTraits").map { element in
            tree.attributes(of: element).filter { tree.value(of: $0) == "YES" }.map { tree.name(of: $0) }
        } ?? []
    }
}
