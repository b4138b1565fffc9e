import IBDocument
import IBXML

extension AppKitConverter {
    /// The file for one root: the class (when the document named none) and the extension that builds it.
    func write(_ root: Root, cellClasses: [XMLNodeID: String]) -> ConvertedFile {
        let ownerObject: IBObject? = root.kind == .viewContent ? root.objects.first : root.owner
        var body = AppKitBuilder(document: document, options: options, strings: strings, ownerClass: root.className, ownerObject: ownerObject)
        body.cellClassNames = cellClasses
        let built = root.objects.flatMap(Self.everything(in:))
        // Menus' items, and the menus views hold (a pop-up's items, a contextual menu), send actions too.
        let menus = built.filter { $0.elementName == "menu" }.flatMap(Self.menuObjects) + built.filter { $0.role == .view }.flatMap(Self.attachedMenuObjects)
        let first = root.objects[0]
        let method: String
        switch root.kind {
        case .controllerView:
            body.assignNames(built, root: first, rootName: "view")
            method = "loadConvertedView\(root.methodSuffix)()"
        case .window:
            body.assignNames(built, root: first, rootName: "window")
            if let content = built.dropFirst().first, content.key == "contentView" { body.names[content.node] = "contentView" }
            method = "loadConvertedWindow\(root.methodSuffix)()"
        case .viewContent:
            body.assignNames(built, root: first, rootName: "self")
            method = "buildConvertedContent\(root.methodSuffix)()"
        case .objects, .ownedView, .containerChildren:
            body.usedNames.remove("window")
            body.assignNames(built, root: first, rootName: body.unique(Self.topLevelName(first)))
            // No one view is the root: no outlet is skipped as the root's own.
            body.rootNode = XMLNodeID(0)
            method = "instantiateConvertedObjects\(root.methodSuffix)() -> [AnyObject]"
        }
        // Names the reader expects: a window's content view, an object by its class.
        for object in built where body.names[object.node]?.hasPrefix("view") == true && object.key == "contentView" && object.parent?.elementName == "window" {
            body.names[object.node] = body.unique("contentView")
        }
        for object in built where object.elementName == "customObject" && body.names[object.node]?.hasPrefix("customObject") == true {
            if let custom = object.customClass.flatMap(SwiftLiteral.identifier) { body.names[object.node] = body.unique(SwiftLiteral.lowerFirst(custom)) }
        }
        // A scroll view's clip view and a box's content view come with their parent.
        for object in built where AppKitBuilder.isMadeByParent(object) {
            guard let parent = object.parent, let parentName = body.names[parent.node] else { continue }
            body.names[object.node] = parentName + (parent.elementName == "box" ? ".contentView!" : ".contentView")
        }
        switch root.kind {
        case .controllerView:
            body.source.line("let view = \(body.initializer(for: first))")
            body.buildView(first, parentName: nil, isRoot: true)
        case .window:
            body.writeWindow(first, name: "window")
        case .viewContent:
            body.buildView(first, parentName: nil, isRoot: true)
        case .objects, .ownedView, .containerChildren:
            for object in root.objects {
                guard let name = body.names[object.node] else { continue }
                body.source.line()
                switch object.elementName {
                case "window": body.writeWindow(object, name: name)
                case "menu": body.writeMenu(object, name: name)
                case "menuItem": body.writeMenuItem(object, into: nil)
                default:
                    if object.role == .view { body.buildView(object, parentName: nil, isRoot: false) } else { body.buildExtraObject(object) }
                }
            }
        }
        body.source.line()
        body.writeConstraints(of: built.filter { $0.role == .view }, constraintOutlets: AppKitBuilder.constraintOutlets(of: [ownerObject].compactMap { $0 } + built))
        switch root.kind {
        case .controllerView: body.source.line("self.view = view")
        case .window: body.source.line("self.window = window")
        default: break
        }
        // Older nibs keep actions in their target: the application and First Responder too.
        let application = root.kind == .objects ? document.topLevelObjects.filter { $0.placeholder == .application || $0.placeholder == .firstResponder } : []
        let sources = AppKitBuilder.once([ownerObject].compactMap { $0 } + application + built + menus)
        body.writeConnections(of: sources)
        if root.kind == .objects || root.kind == .ownedView {
            body.source.line("return [\(root.objects.compactMap { body.names[$0.node] }.joined(separator: ", "))]")
        }
        return file(for: root, body: body, method: method, built: built)
    }

    /// The Swift file around the method: imports, the generated class, the extension.
    func file(for root: Root, body: AppKitBuilder, method: String, built: [IBObject]) -> ConvertedFile {
        var file = SwiftSource()
        file.line("// Converted by `ibkit convert` from \(root.where_).")
        file.line("// Edit freely: this file is yours now.")
        file.line()
        for framework in ["AppKit"] + body.imports.sorted() { file.line("import \(framework)") }
        file.line()
        if root.isGeneratedClass {
            writeGeneratedClass(root, into: &file, body: body)
            file.line()
            let adopted = adoptedProtocols(of: root, built: built)
            if !adopted.isEmpty {
                file.line("/// The document makes this class the delegate or data source of these; their methods are all optional.")
                file.line("extension \(root.className): \(adopted.joined(separator: ", ")) {}")
                file.line()
            }
        }
        let doc: String
        switch root.kind {
        case .controllerView: doc = "Builds this controller's view as \(root.where_) had it; call it from `loadView()`."
        case .window: doc = "Builds this controller's window as \(root.where_) had it; call it from `init()` or `loadWindow()`."
        case .viewContent: doc = "Builds this view's content as \(root.where_) had it; call it once from its initializer."
        case .objects, .ownedView, .containerChildren: doc = "Makes the objects \(root.where_) holds and connects them to this owner, as loading it does; keep what it returns."
        }
        let lines = body.source.lines
        file.block("extension \(root.className) {") { ext in
            ext.line("/// " + doc)
            if method.hasSuffix("[AnyObject]") { ext.line("@discardableResult") }
            ext.block("func \(method) {") { function in
                for line in lines { function.line(line) }
            }
        }
        return ConvertedFile(name: "", source: file.text,
                             root: ConvertedRoot(kind: root.kind, className: root.className, baseClassName: root.baseClassName,
                                                 objectID: root.objects[0].id ?? "", isGeneratedClass: root.isGeneratedClass, method: method,
                                                 extraObjectIDs: root.objects.dropFirst().compactMap(\.id)),
                             notes: body.notes)
    }

    /// A class for a root the document gave no class of its own.
    func writeGeneratedClass(_ root: Root, into file: inout SwiftSource, body builder: AppKitBuilder) {
        file.line("/// The class for \(root.where_), which the document left a plain `\(root.baseClassName)`.")
        // File's Owner's outlets, which the class must have for the nib to set them.
        var outlets: [String] = []
        if root.kind == .objects, let owner = root.owner, owner.placeholder == .filesOwner {
            for connection in owner.connections where connection.kind == .outlet {
                guard let property = connection.property, SwiftLiteral.isIdentifier(property), let destination = connection.destination,
                      !AppKitBuilder.declarations.declares(property, on: root.baseClassName), !outlets.contains(where: { $0.hasPrefix("var \(property):") }) else { continue }
                outlets.append("var \(property): \(builder.className(of: destination))!")
            }
        }
        file.block("class \(root.className): \(root.baseClassName) {") { body in
            for outlet in outlets { body.line(outlet) }
            if !outlets.isEmpty { body.line() }
            switch root.kind {
            case .controllerView:
                body.block("override func loadView() {") { $0.line("loadConvertedView\(root.methodSuffix)()") }
            case .window:
                body.block("convenience init() {") {
                    $0.line("self.init(window: nil)")
                    $0.line("loadConvertedWindow\(root.methodSuffix)()")
                }
            case .viewContent:
                body.block("override init(frame frameRect: NSRect) {") {
                    $0.line("super.init(frame: frameRect)")
                    $0.line("buildConvertedContent\(root.methodSuffix)()")
                }
                body.line()
                body.block("required init?(coder: NSCoder) {") { $0.line("fatalError(\"built in code\")") }
            case .objects, .ownedView, .containerChildren:
                if root.baseClassName == "NSViewController" {
                    body.block("override func loadView() {") { $0.line("instantiateConvertedObjects\(root.methodSuffix)()") }
                }
            }
        }
    }

    /// Delegate and data source protocols the document connects the written class to; AppKit's
    /// declare optional methods only.
    func adoptedProtocols(of root: Root, built: [IBObject]) -> [String] {
        guard let owner = root.kind == .viewContent ? root.objects.first : root.owner else { return [] }
        var result: [String] = []
        for object in built {
            for connection in object.connections where connection.kind == .outlet && connection.destination == owner {
                guard let property = connection.property, let base = object.baseClassName,
                      let name = AppKitBuilder.declarations.delegateProtocol(property, on: base), !result.contains(name),
                      !AppKitBuilder.declarations.adopts(name, on: root.baseClassName) else { continue }
                result.append(name)
            }
        }
        return result
    }

    /// The menus and items inside a menu, all of them.
    static func menuObjects(_ menu: IBObject) -> [IBObject] {
        menu.childObjects.filter { $0.elementName == "menuItem" }.flatMap { item in
            [item] + item.childObjects.filter { $0.elementName == "menu" }.flatMap { [$0] + menuObjects($0) }
        }
    }

    /// The menus a view holds, its cell's (a pop-up's items) or its own contextual one, with all
    /// their items.
    static func attachedMenuObjects(of view: IBObject) -> [IBObject] {
        let tree = view.document.tree
        let holders = [view.node] + tree.childElements(of: view.node).filter { tree.attribute("key", of: $0) == "cell" }
        return holders.flatMap { holder in
            tree.childElements(of: holder).filter { tree.isElement($0, named: "menu") && tree.attribute("key", of: $0) == "menu" }
        }.flatMap { menu in
            let object = IBObject(document: view.document, node: menu)
            return [object] + menuObjects(object)
        }
    }

    /// A top-level object's name when no outlet names it: `window`, `mainMenu`, `menu`, `view`.
    static func topLevelName(_ object: IBObject) -> String {
        if object.elementName == "menu" { return object.key == "mainMenu" || object.attribute("systemMenu") == "main" ? "mainMenu" : "menu" }
        return SwiftLiteral.identifier(object.userLabel ?? "").map { $0.replacingOccurrences(of: "`", with: "") } ?? object.elementName
    }
}
