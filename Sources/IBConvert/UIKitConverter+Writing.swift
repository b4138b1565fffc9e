import IBDocument
import IBXML

extension UIKitConverter {
    /// The file for one root: the class (when the document named none) and the extension that builds it.
    func write(_ root: Root, cellClasses: [XMLNodeID: String], controllerClasses: [XMLNodeID: String], factories: [XMLNodeID: String]) -> ConvertedFile {
        let ownerObject: IBObject? = root.kind == .viewContent ? root.view : root.owner
        var body = UIKitBuilder(document: document, options: options, values: values, strings: strings, references: references,
                                ownerClass: root.className, ownerObject: ownerObject)
        let extraTrees = root.extraViews.flatMap { [$0] + UIKitBuilder.subtree(of: $0) }
        let subtree = UIKitBuilder.subtree(of: root.view) + extraTrees
        let rootName: String
        switch root.kind {
        case .controllerView: rootName = "view"
        case .viewContent: rootName = "self"
        case .ownedView, .window, .objects, .containerChildren: rootName = "rootView"
        }
        let attached = Set(([root.view] + UIKitBuilder.subtree(of: root.view) + root.extraViews.flatMap { [$0] + UIKitBuilder.subtree(of: $0) })
            .flatMap(\.connections).filter { $0.kind == .outletCollection && $0.property == "gestureRecognizers" }.compactMap { $0.destination?.node })
        let extras = root.extras.filter { $0.role == .gestureRecognizer && attached.contains($0.node) }
        body.ownerIsGenerated = root.isGeneratedClass
        body.containerFactories = factories
        body.methodSuffix = root.methodSuffix
        body.ownerBaseClass = root.baseClassName
        body.assignNames(subtree + extras, root: root.view, rootName: rootName)
        if root.kind == .viewContent, let contentView = subtree.first(where: { $0.key == "contentView" && $0.parent == root.view }) {
            body.names[contentView.node] = "contentView"
        }
        for object in subtree where object.key == "contentView" && object.parent != root.view {
            if let parent = object.parent, let parentName = body.names[parent.node] { body.names[object.node] = parentName + ".contentView" }
        }
        // A cell's style makes its labels and image view; the document's are those, configured.
        for object in subtree where ["textLabel", "detailTextLabel", "imageView"].contains(object.key ?? "") {
            guard let cell = object.parent?.parent, cell.elementName == "tableViewCell", let cellName = body.names[cell.node] else { continue }
            body.names[object.node] = (cellName == "self" ? "" : cellName + ".") + object.key! + "!"
        }
        let method: String
        switch root.kind {
        case .controllerView: method = "loadConvertedView\(root.methodSuffix)()"
        case .viewContent: method = "buildConvertedContent\(root.methodSuffix)()"
        case .ownedView, .window, .objects, .containerChildren: method = "makeConvertedView\(root.methodSuffix)() -> UIView"
        }
        if root.kind != .viewContent {
            body.source.line("let \(rootName) = \(body.initializer(for: root.view))")
        }
        body.buildView(root.view, parentName: nil, isRoot: true)
        for view in root.extraViews {
            body.source.line()
            body.buildView(view, parentName: nil, isRoot: false)
        }
        for object in [root.view] + subtree where object.elementName == "tableView" || object.elementName == "collectionView" {
            guard let tableName = body.names[object.node] else { continue }
            for cell in View(object: object).prototypeCells {
                guard let cellClass = cellClasses[cell.node], let identifier = cell.attribute("reuseIdentifier") else { continue }
                let method = object.elementName == "tableView" ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
                body.source.line("\(tableName).register(\(cellClass).self, \(method): \(SwiftLiteral.string(identifier)))")
            }
            if document.tree.descendants(of: object.node).contains(where: { document.tree.isElement($0, named: "sections") }) {
                body.note(object, "a static table's sections and cells are not converted yet")
            }
        }
        if !extras.isEmpty { body.source.line() }
        for extra in extras { body.buildExtraObject(extra) }
        let constraintOutlets = UIKitBuilder.constraintOutlets(of: [ownerObject, root.view].compactMap { $0 } + subtree)
        body.source.line()
        body.writeConstraints(of: [root.view] + subtree, constraintOutlets: constraintOutlets)
        if root.kind == .controllerView { body.source.line("self.view = view") }
        let sources = UIKitBuilder.once([ownerObject].compactMap { $0 } + [root.view] + subtree + extras)
        body.writeConnections(of: sources)
        if root.kind == .controllerView { body.writeEmbeds(in: [root.view] + subtree, controllerClasses: controllerClasses) }
        // What UIKit sets when it makes the controller, before any view: title, bar items, presentation.
        var configureLines: [String] = []
        if root.kind == .controllerView, let controller = root.owner?.asController {
            let viewLines = body.source
            body.source = SwiftSource()
            body.writeControllerProperties(controller)
            configureLines = body.source.lines
            body.source = viewLines
        }
        let segues = root.kind == .controllerView && document.isStoryboard
            ? root.owner?.asController.map { body.writeSegues(of: $0, classes: controllerClasses) } ?? [] : []
        configureLines += body.barItemHooks
        let configure = configureLines.isEmpty ? nil : "configureConvertedController\(root.methodSuffix)()"
        if root.kind == .ownedView { body.source.line("return rootView") }

        var file = SwiftSource()
        file.line("// Converted by `ibkit convert` from \(root.where_).")
        file.line("// Edit freely: this file is yours now.")
        file.line()
        if let framework = UIKitBuilder.frameworks[root.baseClassName] { body.imports.insert(framework) }
        for framework in ["UIKit"] + body.imports.sorted() { file.line("import \(framework)") }
        file.line()
        if root.isGeneratedClass {
            writeGeneratedClass(root, hasConfiguration: configure != nil, into: &file)
            file.line()
        }
        let doc: String
        switch root.kind {
        case .controllerView: doc = "Builds this controller's view as \(root.where_) had it; call it from `loadView()`."
        case .viewContent: doc = "Builds this view's content as \(root.where_) had it; call it once from its initializer."
        case .ownedView, .window, .objects, .containerChildren: doc = "Builds the view \(root.where_) loaded with this object as its owner, with its outlets and actions."
        }
        let bodyLines = body.source.lines
        file.block("extension \(root.className) {") { ext in
            ext.line("/// " + doc)
            ext.block("func \(method) {") { function in
                for line in bodyLines { function.line(line) }
            }
            if let configure {
                ext.line()
                ext.line("/// Sets what \(root.where_) gave this controller before its view loads (title, bar items, presentation); call it from its initializer.")
                ext.block("func \(configure) {") { function in
                    for line in configureLines { function.line(line) }
                }
            }
            for segue in segues {
                ext.line()
                for line in segue.lines { ext.line(line) }
            }
        }
        return ConvertedFile(name: "", source: file.text,
                             root: ConvertedRoot(kind: root.kind, className: root.className, baseClassName: root.baseClassName,
                                                 objectID: root.view.id ?? "", isGeneratedClass: root.isGeneratedClass, method: method,
                                                 extraObjectIDs: root.extraViews.compactMap(\.id),
                                                 segueMethods: segues.filter { !$0.isHelper }.map { SegueMethodName(method: $0.name, segueID: $0.segueID) },
                                                 configureMethod: configure),
                             notes: body.notes)
    }

    /// A class for a root the document gave no class of its own.
    func writeGeneratedClass(_ root: Root, hasConfiguration: Bool, into file: inout SwiftSource) {
        file.line("/// The class for \(root.where_), which the document left a plain `\(root.baseClassName)`.")
        file.block("class \(root.className): \(root.baseClassName) {") { body in
            switch root.kind {
            case .controllerView:
                if hasConfiguration {
                    for (signature, call) in Self.designatedInitializers(of: root.baseClassName) {
                        body.block("override \(signature) {") {
                            $0.line(call)
                            $0.line("configureConvertedController\(root.methodSuffix)()")
                        }
                        body.line()
                    }
                    body.block("required init?(coder: NSCoder) {") { $0.line("fatalError(\"built in code\")") }
                    body.line()
                }
                body.block("override func loadView() {") { $0.line("loadConvertedView\(root.methodSuffix)()") }
            case .viewContent, .ownedView, .window, .objects, .containerChildren:
                let (signature, call) = Self.viewInitializer(of: root)
                body.block("override \(signature) {") {
                    $0.line(call)
                    $0.line("buildConvertedContent\(root.methodSuffix)()")
                }
                body.line()
                // These classes' decoder initializers cannot fail.
                let failable = ["UIStackView", "UIActivityIndicatorView"].contains(root.baseClassName) ? "" : "?"
                body.block("required init\(failable)(coder: NSCoder) {") { $0.line("fatalError(\"built in code\")") }
            }
        }
        let adopted = adoptedProtocols(of: root)
        if !adopted.isEmpty {
            file.line()
            file.line("/// The document makes this class the delegate of these; their methods are all optional.")
            file.line("extension \(root.className): \(adopted.joined(separator: ", ")) {}")
        }
    }

    /// Delegate protocols without required methods that the document connects the generated
    /// class to (its search bar's `delegate`); data sources have required methods, which only the
    /// project can write.
    func adoptedProtocols(of root: Root) -> [String] {
        guard let owner = root.kind == .viewContent ? root.view : root.owner else { return [] }
        var result: [String] = []
        let objects = [root.view] + UIKitBuilder.subtree(of: root.view)
        for object in objects {
            for connection in object.connections where connection.kind == .outlet && connection.destination == owner {
                guard let property = connection.property, let base = object.baseClassName,
                      let name = Self.optionalDelegates[base]?[property], !result.contains(name),
                      !(Self.adoptedByBase[root.baseClassName] ?? []).contains(name) else { continue }
                result.append(name)
            }
        }
        return result
    }

    /// The designated initializer a view class made in code goes through, with the call to super;
    /// a cell keeps the style the document gave it.
    static func viewInitializer(of root: Root) -> (signature: String, call: String) {
        switch root.baseClassName {
        case "UITableViewCell":
            let style = UIKitBuilder.cellStyles[root.view.attribute("style") ?? ""] ?? "default"
            return ("init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
                    "super.init(style: \(style == "default" ? "style" : ".\(style)"), reuseIdentifier: reuseIdentifier)")
        case "UITableView": return ("init(frame: CGRect, style: UITableView.Style)", "super.init(frame: frame, style: style)")
        case "UICollectionView":
            return ("init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)", "super.init(frame: frame, collectionViewLayout: layout)")
        default: return ("init(frame: CGRect)", "super.init(frame: frame)")
        }
    }

    /// A controller class's designated initializers besides `init(coder:)`, each with the call to
    /// super: a subclass that overrides them all keeps `init()`.
    static func designatedInitializers(of base: String) -> [(signature: String, call: String)] {
        var result = [("init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)")]
        switch base {
        case "UITableViewController": result.append(("init(style: UITableView.Style)", "super.init(style: style)"))
        case "UICollectionViewController":
            result.append(("init(collectionViewLayout layout: UICollectionViewLayout)", "super.init(collectionViewLayout: layout)"))
        default: break
        }
        return result
    }

    /// Protocols UIKit's controllers already adopt.
    static let adoptedByBase: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDelegate", "UITableViewDataSource", "UIScrollViewDelegate"],
        "UICollectionViewController": ["UICollectionViewDelegate", "UICollectionViewDataSource", "UIScrollViewDelegate"],
    ]

    /// Data source protocols, whose required methods only the project can write, by UIKit class.
    static let dataSources: [String: String] = [
        "UITableView": "UITableViewDataSource", "UICollectionView": "UICollectionViewDataSource", "UIPickerView": "UIPickerViewDataSource",
    ]

    /// Delegate protocols whose methods are all optional, by UIKit class and outlet.
    static let optionalDelegates: [String: [String: String]] = [
        "UISearchBar": ["delegate": "UISearchBarDelegate"], "UITextField": ["delegate": "UITextFieldDelegate"],
        "UITextView": ["delegate": "UITextViewDelegate"], "UIScrollView": ["delegate": "UIScrollViewDelegate"],
        "UITableView": ["delegate": "UITableViewDelegate"], "UICollectionView": ["delegate": "UICollectionViewDelegate"],
        "UIPickerView": ["delegate": "UIPickerViewDelegate"], "MKMapView": ["delegate": "MKMapViewDelegate"],
        "UIWebView": ["delegate": "UIWebViewDelegate"], "WKWebView": ["navigationDelegate": "WKNavigationDelegate", "uiDelegate": "WKUIDelegate"],
        "UINavigationBar": ["delegate": "UINavigationBarDelegate"], "UIToolbar": ["delegate": "UIToolbarDelegate"],
        "UITabBar": ["delegate": "UITabBarDelegate"],
    ]
}
