import IBLayout
import IBXML

/// Adding a scene as Interface Builder's library adds a View Controller, optionally (UIKit)
/// embedded in a navigation controller (Editor › Embed In › Navigation Controller).
extension EditContext {
    mutating func addScene(_ scene: AddedScene) throws(EditRefusal) {
        guard isStoryboard else { throw EditRefusal("scenes are a storyboard's; this document is a xib") }
        guard !isAppKit || scene.embedIn == nil else { throw EditRefusal("AppKit has no navigation controller to embed a scene in; leave \"embedIn\" out") }
        guard Self.isIdentifier(scene.className) else { throw EditRefusal("\"\(scene.className)\" is not a class name") }
        guard let root = tree.rootElement, let scenes = tree.firstChildElement(of: root, named: "scenes") else {
            throw EditRefusal("the storyboard has no <scenes>")
        }
        if let ref = scene.ref, refs[ref] != nil { throw EditRefusal("an earlier edit is already called \"\(ref)\"") }
        if let identifier = scene.storyboardIdentifier {
            let taken = tree.descendants(of: root).contains { tree.attribute("storyboardIdentifier", of: $0) == identifier }
            guard !taken else { throw EditRefusal("another controller of this storyboard has the storyboard ID \"\(identifier)\"") }
        }
        if let container = scene.embedIn, container != "navigationController" {
            throw EditRefusal("\"embedIn\" is navigationController (the only container this edit makes), not \"\(container)\"")
        }
        let device = tree.firstChildElement(of: root, named: "device").flatMap { tree.attribute("id", of: $0) }.flatMap(LayoutDevice.named) ?? LayoutDevice.named("retina6_12")!
        let landscape = tree.firstChildElement(of: root, named: "device").flatMap { tree.attribute("orientation", of: $0) } == "landscape"
        let screen = device.screen(landscape ? .landscape : .portrait)
        let size = (width: Self.number(screen.width), height: Self.number(screen.height))
        // Placed right of every scene on the canvas, 700 points apart as the corpus's storyboards space them.
        let locations = tree.descendants(of: scenes).filter { tree.isElement($0, named: "point") && tree.attribute("key", of: $0) == "canvasLocation" }
        let right = locations.compactMap { tree.attribute("x", of: $0).flatMap(Double.init) }.max().map { $0 + 700 } ?? 0
        let (module, inheritsModule) = moduleOfNewClasses(in: root)
        do {
            let controllerID = newID()
            // The storyboard ID and the ref name the outermost controller: the one code instantiates
            // and segues present (the navigation controller, when there is one).
            var attributes: [(String, String)] = []
            if let identifier = scene.storyboardIdentifier, scene.embedIn == nil { attributes.append(("storyboardIdentifier", identifier)) }
            attributes += [("id", controllerID), ("customClass", scene.className)]
            if let module { attributes.append(("customModule", module)) }
            if inheritsModule { attributes.append(("customModuleProvider", "target")) }
            attributes.append(("sceneMemberID", "viewController"))
            let controller = try makeScene(in: scenes, comment: Self.words(scene.className), x: right + (scene.embedIn == nil ? 0 : 700),
                                           controller: "viewController", attributes: attributes)
            if isAppKit {
                // The library's NSViewController: a 450 × 300 view.
                let view = try tree.insertElement("view", attributes: [("key", "view"), ("id", newID())], into: controller)
                try tree.insertElement("rect", attributes: [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "450"), ("height", "300")], into: view)
                try tree.insertElement("autoresizingMask", attributes: [("key", "autoresizingMask")], into: view)
            } else {
                let view = try tree.insertElement("view", attributes: [("key", "view"), ("contentMode", "scaleToFill"), ("id", newID())], into: controller)
                try tree.insertElement("rect", attributes: [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", size.width), ("height", size.height)], into: view)
                try tree.insertElement("autoresizingMask", attributes: [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")], into: view)
                try tree.insertElement("viewLayoutGuide", attributes: [("key", "safeArea"), ("id", newID())], into: view)
                try tree.insertElement("color", attributes: [("key", "backgroundColor"), ("systemColor", "systemBackgroundColor")], into: view)
                try addSystemBackgroundResource(in: root)
            }
            var outermost = controllerID
            if scene.embedIn != nil {
                try tree.insertElement("navigationItem", attributes: [("key", "navigationItem"), ("id", newID())], into: controller)
                let navigationID = newID()
                outermost = navigationID
                var navigationAttributes: [(String, String)] = []
                if let identifier = scene.storyboardIdentifier { navigationAttributes.append(("storyboardIdentifier", identifier)) }
                navigationAttributes += [("id", navigationID), ("sceneMemberID", "viewController")]
                let navigation = try makeScene(in: scenes, comment: "Navigation Controller", x: right, controller: "navigationController",
                                               attributes: navigationAttributes)
                let bar = try tree.insertElement("navigationBar", attributes: [("key", "navigationBar"), ("contentMode", "scaleToFill"), ("id", newID())], into: navigation)
                try tree.insertElement("rect", attributes: [("key", "frame"), ("x", "0.0"), ("y", Self.number(device.statusBar(landscape ? .landscape : .portrait))), ("width", size.width), ("height", "44")], into: bar)
                try tree.insertElement("autoresizingMask", attributes: [("key", "autoresizingMask")], into: bar)
                let connections = try tree.insertElement("connections", into: navigation)
                try tree.insertElement("segue", attributes: [("destination", controllerID), ("kind", "relationship"), ("relationship", "rootViewController"), ("id", newID())],
                                       into: connections)
            }
            reindex()
            if let ref = scene.ref { refs[ref] = outermost }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot write the scene: \(error)")
        }
    }

    /// The module a new custom class is written with, as the document's controllers (those the
    /// script did not make) show it: the target's, when one inherits it (with the module name
    /// stored beside it, if any); the module they all name; none when none names one (an
    /// Objective-C project's: a module would hide its classes); the target's when there are none.
    func moduleOfNewClasses(in root: XMLNodeID) -> (module: String?, inheritsTarget: Bool) {
        let made = Set(created)
        let owned = tree.descendants(of: root).filter {
            role(of: $0) == .controller && tree.attribute("customClass", of: $0) != nil && !made.contains(idOf($0))
        }
        guard !owned.isEmpty else { return (nil, true) }
        let inheriting = owned.filter { tree.attribute("customModuleProvider", of: $0) == "target" }
        if !inheriting.isEmpty { return (inheriting.lazy.compactMap { tree.attribute("customModule", of: $0) }.first, true) }
        let named = owned.compactMap { tree.attribute("customModule", of: $0) }
        guard named.count == owned.count else { return (nil, false) }
        let counts = Dictionary(named.map { ($0, 1) }, uniquingKeysWith: +)
        return (counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key, false)
    }

    /// A class name as the canvas titles its scene: `DetailViewController` as "Detail View Controller".
    static func words(_ name: String) -> String {
        var text = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { text.append(" ") }
            text.append(character)
            previous = character
        }
        return text
    }

    /// The swatch Xcode keeps for the new view's background in `<resources>`, in Xcode's order.
    private func addSystemBackgroundResource(in root: XMLNodeID) throws {
        let name = "systemBackgroundColor"
        let resources = try tree.firstChildElement(of: root, named: "resources")
            ?? tree.insertElement("resources", into: root, at: childIndex(of: root, elementIndex: tree.childElements(of: root).firstIndex { tree.isElement($0, named: "inferredMetricsTieBreakers") } ?? tree.childElements(of: root).count))
        let entries = tree.childElements(of: resources)
        guard !entries.contains(where: { tree.isElement($0, named: "systemColor") && tree.attribute("name", of: $0) == name }) else { return }
        let key = ResourceOrder.Key(element: "systemColor", name: name)
        let position = entries.firstIndex { key < ResourceOrder.Key(element: tree.name(of: $0), name: tree.attribute("name", of: $0) ?? "") } ?? entries.count
        let entry = try tree.insertElement("systemColor", attributes: [("name", name)], into: resources, at: childIndex(of: resources, elementIndex: position))
        try tree.insertElement("color", attributes: [("white", "1"), ("alpha", "1"), ("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")], into: entry)
    }

    /// A `<scene>` with its comment, objects (the controller, then First Responder) and canvas
    /// location, last among the scenes; returns the controller.
    private mutating func makeScene(in scenes: XMLNodeID, comment: String, x: Double, controller name: String, attributes: [(String, String)]) throws -> XMLNodeID {
        try tree.insertComment(comment, into: scenes)
        let scene = try tree.insertElement("scene", attributes: [("sceneID", newID())], into: scenes)
        let objects = try tree.insertElement("objects", into: scene)
        let controller = try tree.insertElement(name, attributes: attributes, into: objects)
        if isAppKit {
            try tree.insertElement("customObject", attributes: [("id", newID()), ("userLabel", "First Responder"), ("customClass", "NSResponder"),
                                                                 ("sceneMemberID", "firstResponder")], into: objects)
        } else {
            try tree.insertElement("placeholder", attributes: [("placeholderIdentifier", "IBFirstResponder"), ("id", newID()), ("userLabel", "First Responder"),
                                                              ("customClass", "UIResponder"), ("sceneMemberID", "firstResponder")], into: objects)
        }
        try tree.insertElement("point", attributes: [("key", "canvasLocation"), ("x", Self.number(x)), ("y", "0.0")], into: scene)
        return controller
    }
}

/// A scene an `addScene` edit makes.
public struct AddedScene: Sendable, Equatable {
    /// The view controller's custom class.
    public var className: String
    /// Its storyboard ID, for `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    /// `navigationController` to embed it in one; nil for none.
    public var embedIn: String?
    /// The name later edits call the controller (`$name`).
    public var ref: String?

    /// A scene to add.
    public init(className: String, storyboardIdentifier: String?, embedIn: String?, ref: String?) {
        self.className = className
        self.storyboardIdentifier = storyboardIdentifier
        self.embedIn = embedIn
        self.ref = ref
    }
}
