import IBDocument
import IBFoundation
import IBLocalization
import IBXML

/// Writes the statements that build one root of a UIKit document — a controller's view, a
/// view's content, a cell — with properties, constraints, outlets and actions.
struct UIKitBuilder: InterfaceCodeBuilder {
    static let priorityType = "UILayoutPriority"
    let document: Document
    let options: ConvertOptions
    let values: UIKitValue
    let strings: LocalizedStrings
    /// The storyboards references lead to, read once per conversion.
    let references: ReferencedScenes
    /// The class the method is written in (for `#selector(Class.method(_:))`).
    let ownerClass: String
    /// The object that is `self`: the controller, File's Owner, or the root view itself.
    let ownerObject: IBObject?

    var source = SwiftSource()
    var notes: [ConversionNote] = []
    /// The Swift expression naming each object built, by element.
    var names: [XMLNodeID: String] = [:]
    var usedNames: Set<String> = ["self", "view", "super"]
    /// Whether `self`'s class is one the converter writes (the document named none): it
    /// implements no protocol the document does not show.
    var ownerIsGenerated = false
    /// Added to method names when the class serves several roots of the document.
    var methodSuffix = ""
    /// Hooks of segues triggered by bar button items, which live in the configuring method.
    var barItemHooks: [String] = []
    /// `self`'s UIKit superclass.
    var ownerBaseClass = ""
    /// The element whose view the code builds.
    var rootNode = XMLNodeID(0)
    /// Frameworks beyond UIKit the code needs (`MapKit`, `WebKit`).
    var imports: Set<String> = []
    /// The factory call of each container scene of the storyboard (`UINavigationController.makeConvertedMain()`).
    var containerFactories: [XMLNodeID: String] = [:]

    init(document: Document, options: ConvertOptions, values: UIKitValue, strings: LocalizedStrings, references: ReferencedScenes,
         ownerClass: String, ownerObject: IBObject?) {
        self.document = document
        self.references = references
        self.options = options
        self.values = values
        self.strings = strings
        self.ownerClass = ownerClass
        self.ownerObject = ownerObject
    }

    /// `UIImage(named:)`, or the asset catalog's symbol image.
    func imageExpression(_ name: String) -> String { values.image(name) }

    // MARK: Views


    /// Creates `object` (unless it is the root or a view its parent makes), sets its properties
    /// and adds it to its parent.
    mutating func buildView(_ object: IBObject, parentName: String?, isRoot: Bool) {
        guard let name = names[object.node] else { return }
        if let custom = object.customClass, className(of: object) != custom {
            note(object, "class \(custom) is no Swift name; built as \(className(of: object))")
        }
        if !isRoot, !isMadeByParent(object) {
            source.line("let \(name) = \(initializer(for: object))")
        }
        writeProperties(of: object, name: name, isRoot: isRoot)
        if let parentName, !isRoot, !isMadeByParent(object) {
            place(object, name: name, in: parentName)
        }
        for child in object.childObjects where child.role == .view && !(child.key.map(Self.placeableKeys.contains) ?? true) {
            note(child, "a view set as `\(child.key!)` of its parent is not converted; it is left out")
        }
        for child in Self.viewChildren(of: object) {
            source.line()
            buildView(child, parentName: name, isRoot: false)
        }
    }

    /// The views inside a view that its code creates: not the cells a table makes on demand.
    static func viewChildren(of object: IBObject) -> [IBObject] {
        let tree = object.document.tree
        return object.childObjects.filter { child in
            guard child.role == .view, child.key.map(placeableKeys.contains) ?? true else { return false }
            guard let container = tree.parent(of: child.node) else { return true }
            return !["prototypes", "cells"].contains(tree.name(of: container))
        }
    }

    /// Views UIKit makes with their parent: a cell's or effect view's `contentView`, and the
    /// labels and image view a cell's style gives it.
    func isMadeByParent(_ object: IBObject) -> Bool {
        Self.madeByParentKeys.contains(object.key ?? "")
    }

    static let madeByParentKeys: Set<String> = ["contentView", "textLabel", "detailTextLabel", "imageView"]

    /// Keys of views the code can make and put where the document has them; a view under another
    /// key (a collection view's `sectionHeaderView`) is left out with a note.
    static let placeableKeys: Set<String> = madeByParentKeys.union(["tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView", "inputAccessoryView", "titleView"])

    /// Adds a child where its element sits: a subview, an arranged subview, a table header.
    mutating func place(_ object: IBObject, name: String, in parentName: String) {
        let parentElement = object.parent?.elementName
        switch object.key {
        case "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView", "inputAccessoryView", "titleView":
            source.line("\(parentName).\(object.key!) = \(name)")
        default:
            if parentElement == "stackView" {
                source.line("\(parentName).addArrangedSubview(\(name))")
            } else {
                source.line("\(parentName).addSubview(\(name))")
            }
        }
    }

    /// The class of an object as Swift writes it: its custom class, else its UIKit class.
    func className(of object: IBObject) -> String {
        if let custom = object.customClass, SwiftLiteral.isIdentifier(custom.split(separator: ".").last.map(String.init) ?? custom) {
            return custom
        }
        return object.baseClassName ?? "UIView"
    }

    /// The expression that creates the object.
    mutating func initializer(for object: IBObject) -> String {
        let type = className(of: object)
        for name in [object.baseClassName, object.customClass].compactMap({ $0 }) {
            if let framework = Self.frameworks[name] { imports.insert(framework) }
        }
        switch object.elementName {
        case "button":
            let kind = SwiftLiteral.member(object.attribute("buttonType").map { $0 == "roundedRect" ? "system" : $0 }) ?? ".custom"
            return "\(type)(type: \(kind))"
        case "tableView":
            let style = SwiftLiteral.member(object.attribute("style")) ?? ".plain"
            return "\(type)(frame: .zero, style: \(style))"
        case "tableViewCell":
            let style = Self.cellStyles[object.attribute("style") ?? ""] ?? "default"
            let reuse = object.attribute("reuseIdentifier").map(SwiftLiteral.string) ?? "nil"
            return "\(type)(style: .\(style), reuseIdentifier: \(reuse))"
        case "collectionView":
            return "\(type)(frame: .zero, collectionViewLayout: \(collectionLayout(of: object)))"
        case "activityIndicatorView":
            return "\(type)(style: \(SwiftLiteral.member(object.attribute("style")) ?? ".medium"))"
        case "progressView":
            return "\(type)(progressViewStyle: \(SwiftLiteral.member(object.attribute("progressViewStyle")) ?? ".default"))"
        case "visualEffectView":
            let tree = self.tree
            if let blur = tree.childElements(of: object.node).first(where: { tree.isElement($0, named: "blurEffect") }) {
                return "\(type)(effect: UIBlurEffect(style: \(SwiftLiteral.member(tree.attribute("style", of: blur)) ?? ".regular")))"
            }
            return "\(type)(effect: nil)"
        default:
            return "\(type)()"
        }
    }

    /// The framework beyond UIKit that declares a class documents use.
    static let frameworks: [String: String] = [
        "MKMapView": "MapKit", "WKWebView": "WebKit", "SKView": "SpriteKit", "SCNView": "SceneKit", "GLKView": "GLKit",
        "MTKView": "MetalKit", "ARSCNView": "ARKit", "ARSKView": "ARKit", "AVPlayerViewController": "AVKit", "GLKViewController": "GLKit",
    ]

    static let cellStyles: [String: String] = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
        "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
    ]

    /// A flow layout built in place for a collection view.
    mutating func collectionLayout(of object: IBObject) -> String {
        let tree = self.tree
        guard let layout = tree.childElements(of: object.node).first(where: { tree.attribute("key", of: $0) == "collectionViewLayout" }),
              tree.isElement(layout, named: "collectionViewFlowLayout") else { return "UICollectionViewFlowLayout()" }
        let name = unique((names[object.node] ?? "collectionView") + "Layout")
        source.line("let \(name) = UICollectionViewFlowLayout()")
        for (attribute, property) in [("minimumLineSpacing", "minimumLineSpacing"), ("minimumInteritemSpacing", "minimumInteritemSpacing")] {
            if let value = SwiftLiteral.number(tree.attribute(attribute, of: layout)) { source.line("\(name).\(property) = \(value)") }
        }
        if let direction = tree.attribute("scrollDirection", of: layout), direction != "vertical" { source.line("\(name).scrollDirection = .\(direction)") }
        for child in tree.childElements(of: layout) {
            guard let key = tree.attribute("key", of: child) else { continue }
            switch (tree.name(of: child), key) {
            case ("size", "itemSize"), ("size", "estimatedItemSize"), ("size", "headerReferenceSize"), ("size", "footerReferenceSize"):
                source.line("\(name).\(key) = \(values.size(child))")
            case ("inset", "sectionInset"):
                source.line("\(name).sectionInset = \(values.insets(child))")
            default: break
            }
        }
        return name
    }
}
