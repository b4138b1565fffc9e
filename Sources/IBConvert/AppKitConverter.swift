import Foundation
import IBDocument
import IBXML

/// Converts a Cocoa storyboard or xib to AppKit Swift: a view controller scene's view, a window
/// controller scene's window, a nib's top-level objects as one method that makes and connects
/// them, a table's cell views as classes of their own.
public struct AppKitConverter {
    /// The document converted.
    public let document: Document
    /// What the code looks like.
    public let options: ConvertOptions
    let strings: LocalizedStrings
    /// The document's name without its extension (`MainMenu`).
    let documentName: String

    /// A converter for one document.
    public init(document: Document, options: ConvertOptions = ConvertOptions()) {
        self.document = document
        self.options = options
        strings = LocalizedStrings(document: document)
        documentName = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// One root the converter writes a file for.
    struct Root {
        var kind: ConvertedRoot.Kind
        /// The view, window or first object the method builds.
        var objects: [IBObject]
        var owner: IBObject?
        var className: String
        var baseClassName: String
        var isGeneratedClass: Bool
        var where_: String
        var methodSuffix = ""
    }

    /// The files for the document, and notes on what it holds that no file expresses.
    public func convert() -> (files: [ConvertedFile], notes: [ConversionNote]) {
        var names = ClassNames(taken: Set(document.allObjects.compactMap(\.customClass)))
        var notes: [ConversionNote] = []
        var roots = document.isStoryboard ? storyboardRoots(names: &names, notes: &notes) : nibRoots(names: &names, notes: &notes)
        roots += cellViewRoots(of: roots, names: &names)
        var seen: [String: Int] = [:]
        for index in roots.indices {
            let count = seen[roots[index].className, default: 0]
            seen[roots[index].className] = count + 1
            if count > 0 { roots[index].methodSuffix = String(count + 1) }
        }
        let cellClasses = Dictionary(roots.filter { $0.kind == .viewContent }.compactMap { root in root.objects.first.map { ($0.node, root.className) } },
                                     uniquingKeysWith: { first, _ in first })
        let files = ConvertedFile.named(roots.map { (write($0, cellClasses: cellClasses), $0.className, $0.objects.first?.id) }, documentName: documentName)
        return (files, notes)
    }

    /// A storyboard's roots: view controller scenes (their view), window controller scenes (their
    /// window) and the application scene (its menu and objects).
    func storyboardRoots(names: inout ClassNames, notes: inout [ConversionNote]) -> [Root] {
        var roots: [Root] = []
        for (index, scene) in document.scenes.enumerated() {
            guard let main = scene.mainObject else { continue }
            let custom = main.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
            let place = "scene \(scene.sceneID ?? "") of \(documentName).storyboard"
            if main.elementName == "application" {
                let objects = scene.objects.filter {
                    $0.placeholder == nil && $0 != main && !AppKitBuilder.isFirstResponder($0) && !Self.bindingControllers.contains($0.elementName)
                } + main.childObjects.filter { $0.elementName == "menu" }
                guard !objects.isEmpty else { continue }
                roots.append(Root(kind: .objects, objects: objects, owner: main, className: custom ?? "NSApplication", baseClassName: "NSApplication",
                                  isGeneratedClass: false, where_: place))
                continue
            }
            let base = main.baseClassName ?? "NSViewController"
            let name = custom ?? names.make((main.asController?.storyboardIdentifier ?? (documentName + "Scene\(index + 1)")), suffix: String(base.dropFirst(2)))
            if main.elementName == "windowController", let window = main.childObjects.first(where: { $0.elementName == "window" }) {
                roots.append(Root(kind: .window, objects: [window], owner: main, className: name, baseClassName: base, isGeneratedClass: custom == nil, where_: place))
            } else if ["viewController", "collectionViewItem"].contains(main.elementName), let view = main.asController?.view?.object {
                roots.append(Root(kind: .controllerView, objects: [view], owner: main, className: name, baseClassName: base, isGeneratedClass: custom == nil, where_: place))
            } else if main.role != .reference {
                notes.append(ConversionNote(location: main.location, message: "\(main.className ?? main.elementName) is a container or has no view of its own; its structure is not converted yet"))
            }
        }
        return roots
    }

    /// A nib's one root: a method on File's Owner that makes every top-level object and connects
    /// them, as loading the nib does.
    func nibRoots(names: inout ClassNames, notes: inout [ConversionNote]) -> [Root] {
        let owner = document.topLevelObjects.first { $0.placeholder == .filesOwner }
        let objects = document.topLevelObjects.filter { object in
            guard object.placeholder == nil else { return false }
            if Self.bindingControllers.contains(object.elementName) {
                notes.append(ConversionNote(location: object.location, message: "\(object.className ?? object.elementName) serves bindings, which are not converted"))
                return false
            }
            return true
        }
        guard !objects.isEmpty else { return [] }
        let ownerClass = owner?.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
        let ownerBase = Self.ownerBase(owner)
        let name = ownerClass ?? names.make(documentName, suffix: "Nib")
        return [Root(kind: .objects, objects: objects, owner: owner, className: name, baseClassName: ownerBase,
                     isGeneratedClass: ownerClass == nil, where_: "\(documentName).xib")]
    }

    /// Objects that exist for Cocoa bindings, which the converted code does not make.
    static let bindingControllers: Set<String> = ["arrayController", "objectController", "treeController", "dictionaryController", "userDefaultsController"]

    /// File's Owner's AppKit class, from the outlets it has.
    static func ownerBase(_ owner: IBObject?) -> String {
        let outlets = Set((owner?.connections ?? []).filter { $0.kind == .outlet }.compactMap(\.property))
        if outlets.contains("window") { return "NSWindowController" }
        if outlets.contains("view") { return "NSViewController" }
        return "NSObject"
    }

    /// The cell views of the roots' tables: classes of their own, which the delegate makes.
    func cellViewRoots(of roots: [Root], names: inout ClassNames) -> [Root] {
        var cells: [Root] = []
        for root in roots {
            for object in root.objects.flatMap({ Self.everything(in: $0) }) where ["tableView", "outlineView"].contains(object.elementName) {
                for column in object.childObjects where column.elementName == "tableColumn" {
                    for cell in column.childObjects where cell.role == .view {
                        let custom = cell.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
                        let identifier = cell.attribute("identifier")
                        cells.append(Root(kind: .viewContent, objects: [cell], owner: nil,
                                          className: custom ?? names.make(Self.stem(identifier ?? "Converted"), suffix: "CellView"),
                                          baseClassName: cell.baseClassName ?? "NSTableCellView", isGeneratedClass: custom == nil,
                                          where_: "cell view \(identifier.map { "\"\($0)\"" } ?? "") of " + root.where_))
                    }
                }
            }
        }
        return cells
    }

    /// A cell view's identifier without a trailing `Cell` or `CellView`, which the class name adds.
    static func stem(_ identifier: String) -> String {
        for suffix in ["CellView", "Cell"] where identifier.hasSuffix(suffix) && identifier.count > suffix.count {
            return String(identifier.dropLast(suffix.count))
        }
        return identifier
    }

    /// An object and every view, window content and menu inside it that the code builds.
    static func everything(in object: IBObject) -> [IBObject] {
        switch object.elementName {
        case "window":
            return [object] + object.childObjects.filter { $0.key == "contentView" && $0.role == .view }.flatMap { [$0] + AppKitBuilder.subtree(of: $0) }
        case "menu":
            return [object]
        default:
            return object.role == .view ? [object] + AppKitBuilder.subtree(of: object) : [object]
        }
    }
}
