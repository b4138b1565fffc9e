import Foundation
import IBDocument
import IBFoundation
import IBLocalization
import IBXML

/// Writes the statements that build one root of a Cocoa document — a controller's view, a
/// window, a view's content, a table's cell view — with properties, constraints, outlets and actions.
struct AppKitBuilder: InterfaceCodeBuilder {
    static let priorityType = "NSLayoutConstraint.Priority"
    let document: Document
    let options: ConvertOptions
    let values = AppKitValue()
    let strings: LocalizedStrings
    let ownerClass: String
    let ownerObject: IBObject?

    var source = SwiftSource()
    var notes: [ConversionNote] = []
    var names: [XMLNodeID: String] = [:]
    var usedNames: Set<String> = ["self", "view", "super", "window"]
    var rootNode = XMLNodeID(0)
    /// Frameworks beyond AppKit the code needs.
    var imports: Set<String> = []
    /// The classes written for table cell views, by element.
    var cellClassNames: [XMLNodeID: String] = [:]

    init(document: Document, options: ConvertOptions, strings: LocalizedStrings, ownerClass: String, ownerObject: IBObject?) {
        self.document = document
        self.options = options
        self.strings = strings
        self.ownerClass = ownerClass
        self.ownerObject = ownerObject
    }

    /// Cocoa documents constrain views only: AppKit gives a layout guide no element there.
    func item(_ object: IBObject) -> (expression: String, isGuide: Bool)? {
        names[object.node].map { ($0, false) }
    }

    /// `NSImage(named:)`: AppKit's own images are named the same way.
    func imageExpression(_ name: String) -> String { values.image(name) }

    // MARK: The tree

    /// The views inside a view that its code creates, in AppKit's subview order: a scroll view's
    /// clip view, a clip view's document view, a box's content view, a tab view's items' views, a
    /// stack view's views gravity area by gravity area, every other view's `<subviews>`.
    static func viewChildren(of object: IBObject) -> [IBObject] {
        switch object.elementName {
        case "tabView":
            return object.childObjects.filter { $0.elementName == "tabViewItem" }.compactMap { item in
                item.childObjects.first { $0.role == .view && $0.key == "view" }
            }
        case "tableView", "outlineView", "matrix":
            return []
        default:
            let keyed: Set<String> = ["scrollView", "box"].contains(object.elementName) ? ["contentView"] : []
            return object.childObjects.filter { child in
                child.role == .view && child.elementName != "window" && (child.key == nil || keyed.contains(child.key!))
            }
        }
    }

    /// Whether AppKit's class of the object is a control (it has a tag of its own; a plain
    /// view's is read-only).
    static func isControl(_ object: IBObject) -> Bool {
        declarations.lineage(of: object.baseClassName ?? "").contains("NSControl")
    }

    /// Views AppKit makes with their parent: a scroll view's clip view and a box's content view,
    /// unless the document gives them a class of their own.
    static func isMadeByParent(_ object: IBObject) -> Bool {
        guard object.key == "contentView", object.customClass == nil, let parent = object.parent else { return false }
        return ["scrollView", "box"].contains(parent.elementName)
    }

    /// The class of an object as Swift writes it: its custom class, else its AppKit class.
    func className(of object: IBObject) -> String {
        if let custom = object.customClass, SwiftLiteral.isIdentifier(custom.split(separator: ".").last.map(String.init) ?? custom) {
            return custom
        }
        if object.elementName == "containerView" { return "NSView" }
        let base = object.baseClassName ?? "NSView"
        return Self.foundationNames[base] ?? base
    }

    /// Foundation classes Swift names without their prefix.
    static let foundationNames = ["NSNumberFormatter": "NumberFormatter", "NSDateFormatter": "DateFormatter", "NSFormatter": "Formatter",
                                  "NSByteCountFormatter": "ByteCountFormatter", "NSDateComponentsFormatter": "DateComponentsFormatter"]

    /// The documented outlet-holding class of an object when it is AppKit's own (no custom class,
    /// or an AppKit class by name).
    func frameworkClass(of object: IBObject) -> String? {
        let isApplication = object.placeholder == .application || (object.elementName == "application" && object.customClass == nil)
        let name = isApplication ? "NSApplication" : object.placeholder == .filesOwner ? object.customClass : (object.customClass ?? object.baseClassName)
        guard let name, Self.declarations.hasClass(name) else { return nil }
        return name
    }

    /// Creates `object` (unless it is the root or made by its parent), sets its properties and
    /// places it in its parent.
    mutating func buildView(_ object: IBObject, parentName: String?, isRoot: Bool) {
        guard let name = names[object.node] else { return }
        if let custom = object.customClass, className(of: object) != custom {
            note(object, "class \(custom) is no Swift name; built as \(className(of: object))")
        }
        let made = Self.isMadeByParent(object)
        if !isRoot, !made { source.line("let \(name) = \(initializer(for: object))") }
        writeProperties(of: object, name: name, isRoot: isRoot)
        if let parentName, !isRoot, !made { place(object, name: name, in: parentName) }
        for child in object.childObjects where child.role == .view && child.key != nil && !Self.isKnownKeyedView(child) {
            note(child, "a view set as `\(child.key!)` of its parent is not converted; it is left out")
        }
        if object.elementName == "matrix" { note(object, "an NSMatrix's cells are not converted") }
        if object.elementName == "tabView" { writeTabViewItems(of: object, name: name) }
        // A box the document stores without a content view (a separator) has none.
        if object.elementName == "box", !object.childObjects.contains(where: { $0.key == "contentView" }) { source.line("\(name).contentView = nil") }
        // A tab view's item views are the items' (`writeTabViewItems`).
        if object.elementName != "tabView" {
            for child in Self.viewChildren(of: object) {
                source.line()
                buildView(child, parentName: name, isRoot: false)
            }
        }
        if object.elementName == "stackView" { writeStackSettings(of: object, name: name) }
    }

    /// Keyed views the builder places, or that stand for something AppKit makes itself (scrollers,
    /// a table's header view).
    static func isKnownKeyedView(_ object: IBObject) -> Bool {
        ["contentView", "view", "horizontalScroller", "verticalScroller", "headerView", "cornerView"].contains(object.key ?? "")
            || object.elementName == "window"
    }

    /// Adds a child where its element sits.
    mutating func place(_ object: IBObject, name: String, in parentName: String) {
        let tree = self.tree
        let parent = object.parent
        let container = tree.parent(of: object.node).map { tree.name(of: $0) } ?? ""
        switch (parent?.elementName ?? "", container) {
        case ("clipView", _): source.line("\(parentName).documentView = \(name)")
        case ("scrollView", _), ("box", _): source.line("\(parentName).contentView = \(name)")
        case ("stackView", "beginningViews"): source.line("\(parentName).addView(\(name), in: .leading)")
        case ("stackView", "middleViews"): source.line("\(parentName).addView(\(name), in: .center)")
        case ("stackView", "endViews"): source.line("\(parentName).addView(\(name), in: .trailing)")
        case ("stackView", _): source.line("\(parentName).addArrangedSubview(\(name))")
        default: source.line("\(parentName).addSubview(\(name))")
        }
    }

    /// The expression that creates the object.
    mutating func initializer(for object: IBObject) -> String {
        let type = className(of: object)
        if let framework = Self.frameworks[object.baseClassName ?? ""] { imports.insert(framework) }
        switch object.elementName {
        case "textField" where Self.isLabel(object):
            let cell = Self.cell(of: object).map { IBObject(document: document, node: $0) }
            let title = cell?.attribute("title") ?? ""
            return "\(type)(labelWithString: \(title.isEmpty || cell == nil ? "\"\"" : strings.expression(title, object: cell!, keyPath: "title", style: options.strings)))"
        case "popUpButton":
            let pullsDown = Self.cell(of: object).map { tree.isElement($0, named: "popUpButtonCell") && tree.attribute("pullsDown", of: $0) == "YES" } ?? false
            return "\(type)(frame: .zero, pullsDown: \(pullsDown))"
        default:
            return "\(type)()"
        }
    }

    /// What the AppKit interface module declares: AppKit's Swift API as ibkit models it.
    static let declarations = InterfaceDeclarations(folder: (InterfaceModules.sourceFolder().map { ($0 as NSString).appendingPathComponent("AppKit") }) ?? "")

    /// The framework beyond AppKit that declares a class documents use.
    static let frameworks: [String: String] = ["WKWebView": "WebKit", "MKMapView": "MapKit", "AVPlayerView": "AVKit", "SCNView": "SceneKit", "SKView": "SpriteKit"]

    /// A tab view's items, each with its label and view, added in order.
    mutating func writeTabViewItems(of object: IBObject, name: String) {
        for item in object.childObjects where item.elementName == "tabViewItem" {
            let itemName = unique("tabViewItem")
            let identifier = item.attribute("identifier").map(SwiftLiteral.string) ?? "nil"
            source.line()
            source.line("let \(itemName) = NSTabViewItem(identifier: \(identifier))")
            if let label = item.attribute("label") {
                source.line("\(itemName).label = \(strings.expression(label, object: item, keyPath: "label", style: options.strings))")
            }
            if let view = item.childObjects.first(where: { $0.role == .view && $0.key == "view" }), let viewName = names[view.node] {
                buildDetachedView(view, name: viewName, attach: "\(itemName).view = \(viewName)")
            }
            source.line("\(name).addTabViewItem(\(itemName))")
        }
    }

    /// A view its holder keeps by a property rather than as a subview (a window's content view, a
    /// tab item's view): made, set on the holder by `attach`, then its own subviews.
    mutating func buildDetachedView(_ view: IBObject, name: String, attach: String) {
        source.line("let \(name) = \(initializer(for: view))")
        writeProperties(of: view, name: name, isRoot: true)
        source.line(attach)
        for child in Self.viewChildren(of: view) {
            source.line()
            buildView(child, parentName: name, isRoot: false)
        }
    }
}
