import IBDocument
import IBFoundation
import IBXML

/// One string of a document that Xcode exports for translation.
public struct LocalizableString: Sendable, Hashable {
    /// The object's id.
    public var objectID: String
    /// The key path after the id.
    public var keyPath: String
    /// The framework class of the object, for the comment (`UILabel`, `NSMenuItem`).
    public var className: String
    /// The string as the document holds it.
    public var value: String
    /// Where the document holds it.
    public var location: SourceLocation
    /// The attribute or element text that holds it, for writing a translation in.
    public var holder: Holder

    /// Where in the document's tree a string is held.
    public enum Holder: Sendable, Hashable {
        /// An attribute of an element.
        case attribute(XMLNodeID, String)
        /// The text of an element (`<string key="title">`).
        case text(XMLNodeID)
    }

    /// `ObjectID.keyPath`, the key in a `.strings` file.
    public var key: String { objectID + "." + keyPath }

    /// Every localizable string of a document, sorted by key as Xcode writes them.
    public static func all(in document: Document) -> [LocalizableString] {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        let platform = document.platform
        var found: [LocalizableString] = []
        func add(_ node: XMLNodeID, _ keyPath: String, _ value: String?, at location: SourceLocation? = nil, held holder: Holder) {
            guard let value, !value.isEmpty, let id = tree.attribute("id", of: node) else { return }
            let element = tree.name(of: node)
            let className = element == "binding" ? "IBBindingConnection"
                : platform.flatMap { ElementCatalog.standard.className(of: element, on: $0) } ?? element
            found.append(LocalizableString(objectID: id, keyPath: keyPath, className: className, value: value,
                                           location: location ?? tree.location(of: node), holder: holder))
        }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            let element = tree.name(of: node)
            for property in LocalizableProperty.byElement[element] ?? [] {
                if let attribute = tree.attributeID(property.attribute, of: node) {
                    add(node, property.keyPath, tree.value(of: attribute), at: tree.location(of: attribute), held: .attribute(node, property.attribute))
                } else if let key = property.childStringKey, let child = childString(key, of: node, in: tree) {
                    add(node, property.keyPath, tree.text(of: child), at: tree.location(of: child), held: .text(child))
                }
            }
            switch element {
            case "state":
                if let state = tree.attribute("key", of: node), LocalizableProperty.buttonStates.contains(state), let button = tree.parent(of: node) {
                    add(button, state + "Title", tree.attribute("title", of: node), at: tree.location(of: node), held: .attribute(node, "title"))
                }
            case "segments":
                guard let control = tree.parent(of: node) else { break }
                let segments = tree.childElements(of: node).filter { tree.name(of: $0) == "segment" }
                for (index, segment) in segments.enumerated() {
                    if tree.name(of: control) == "segmentedControl" {
                        add(control, "segmentTitles[\(index)]", tree.attribute("title", of: segment), at: tree.location(of: segment), held: .attribute(segment, "title"))
                    } else {
                        add(control, "ibShadowedLabels[\(index)]", tree.attribute("label", of: segment), at: tree.location(of: segment), held: .attribute(segment, "label"))
                        add(control, "ibShadowedToolTips[\(index)]", tree.attribute("toolTip", of: segment), at: tree.location(of: segment), held: .attribute(segment, "toolTip"))
                    }
                }
            case "scopeButtonTitles":
                guard let bar = tree.parent(of: node) else { break }
                for (index, title) in tree.childElements(of: node).enumerated() {
                    add(bar, "scopeButtonTitles[\(index)]", tree.text(of: title), at: tree.location(of: title), held: .text(title))
                }
            case "tableHeaderCell" where tree.attribute("key", of: node) == "headerCell":
                if let column = tree.parent(of: node) { add(column, "headerCell.title", tree.attribute("title", of: node), at: tree.location(of: node), held: .attribute(node, "title")) }
            case "accessibility" where platform == .macOS:
                if let owner = tree.parent(of: node) {
                    add(owner, "ibExternalAccessibilityDescription", tree.attribute("description", of: node), at: tree.location(of: node), held: .attribute(node, "description"))
                }
            case "accessibility" where tree.attribute("key", of: node) == "accessibilityConfiguration":
                if let owner = tree.parent(of: node) {
                    add(owner, "accessibilityLabel", tree.attribute("label", of: node), at: tree.location(of: node), held: .attribute(node, "label"))
                    add(owner, "accessibilityHint", tree.attribute("hint", of: node), at: tree.location(of: node), held: .attribute(node, "hint"))
                }
            case "binding":
                // Bindings' placeholders: the binding itself is the object, as `IBBindingConnection`.
                guard let options = tree.childElements(of: node).first(where: { tree.attribute("key", of: $0) == "options" }) else { break }
                for option in tree.childElements(of: options) where tree.name(of: option) == "string" {
                    guard let key = tree.attribute("key", of: option), let shadow = Self.bindingOptionKeys[key] else { continue }
                    add(node, shadow, tree.text(of: option), at: tree.location(of: option), held: .text(option))
                }
            default:
                break
            }
            // AppKit exports views' tool tips under a shadowed key; a toolbar item's is its own property.
            if platform == .macOS, element != "toolbarItem", let tip = tree.attributeID("toolTip", of: node) {
                add(node, "ibShadowedToolTip", tree.value(of: tip), at: tree.location(of: tip), held: .attribute(node, "toolTip"))
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.key).inserted }.sorted { $0.key < $1.key }
    }

    /// Binding options whose text is shown to the user, and the key Xcode exports each under.
    static let bindingOptionKeys = [
        "NSNullPlaceholder": "ibShadowedIsNilPlaceholder", "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
        "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder", "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
        "NSDisplayPattern": "ibShadowedDisplayPattern",
    ]

    private static func childString(_ key: String, of node: XMLNodeID, in tree: XMLTree) -> XMLNodeID? {
        tree.childElements(of: node).first { tree.name(of: $0) == "string" && tree.attribute("key", of: $0) == key }
    }
}
