import Foundation
import IBDocument
import IBXML

/// Converts a UIKit storyboard or xib to Swift: one file per scene's controller, per top-level
/// view and per prototype cell.
public struct UIKitConverter {
    /// The document converted.
    public let document: Document
    /// What the code looks like.
    public let options: ConvertOptions
    let values: UIKitValue
    let strings: LocalizedStrings
    /// The document's name without its extension (`Main`).
    let documentName: String

    /// A converter for one document.
    public init(document: Document, options: ConvertOptions = ConvertOptions()) {
        self.document = document
        self.options = options
        values = UIKitValue(document: document)
        strings = LocalizedStrings(document: document)
        documentName = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// One root the converter writes a file for.
    struct Root {
        var kind: ConvertedRoot.Kind
        var view: IBObject
        var owner: IBObject?
        var className: String
        var baseClassName: String
        var isGeneratedClass: Bool
        var extras: [IBObject]
        /// Where the root is, for comments: `scene BYZ-38-t0r of Main.storyboard`.
        var where_: String
        /// More top-level views of a xib built in the same method, for outlets between them.
        var extraViews: [IBObject] = []
        /// Set when another root of the document has the same class: the method's name says which.
        var methodSuffix = ""
    }

    /// The files for the document, and notes on what it holds that no file expresses.
    public func convert() -> (files: [ConvertedFile], notes: [ConversionNote]) {
        var roots: [Root] = []
        var notes: [ConversionNote] = []
        // A class written for the document never takes the name of one the document uses.
        var usedClassNames = Set(document.allObjects.compactMap(\.customClass))
        func generatedName(_ base: String, suffix: String) -> String {
            var stem = SwiftLiteral.identifier(base).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Converted"
            stem = stem.replacingOccurrences(of: "`", with: "")
            var name = stem.hasSuffix(suffix) ? stem : stem + suffix
            var counter = 2
            while usedClassNames.contains(name) {
                name = stem + String(counter) + suffix
                counter += 1
            }
            usedClassNames.insert(name)
            return name
        }
        if document.isStoryboard {
            for (index, scene) in document.scenes.enumerated() {
                guard let main = scene.mainObject else { continue }
                guard let controller = main.asController else { continue }
                guard let view = controller.view?.object else {
                    notes.append(ConversionNote(location: main.location, message: "\(main.className ?? main.elementName) is a container or has no view of its own; its structure is not converted yet"))
                    continue
                }
                let custom = main.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
                let base = main.baseClassName ?? "UIViewController"
                let name = custom ?? generatedName(controller.storyboardIdentifier ?? (documentName + "Scene\(index + 1)"), suffix: String(base.dropFirst(2)))
                let extras = scene.objects.filter { $0 != main && $0.placeholder == nil && $0.role != .controller && $0.role != .reference }
                roots.append(Root(kind: .controllerView, view: view, owner: main, className: name, baseClassName: base,
                                  isGeneratedClass: custom == nil, extras: extras, where_: "scene \(scene.sceneID ?? "") of \(documentName).storyboard"))
            }
        } else {
            let objects = document.topLevelObjects
            let owner = objects.first { $0.placeholder == .filesOwner }
            let ownerClass = owner?.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
            let viewOutlet = owner?.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
            let extras = objects.filter { $0.placeholder == nil && $0.role != .view && $0.role != .controller }
            var views = objects.filter { $0.role == .view }
            // The views File's Owner reaches (by an outlet, or as an action's target inside them)
            // are built by its one method, so outlets between them hold; others stand alone.
            let ownerTargets = Set((owner?.connections ?? []).compactMap { $0.destination?.node })
            let owned = views.filter { view in
                let inside = [view] + UIKitBuilder.subtree(of: view)
                return inside.contains { ownerTargets.contains($0.node) }
                    || inside.contains { $0.connections.contains { $0.kind == .action && $0.destination == owner } }
            }
            if let ownerClass, let main = viewOutlet ?? owned.first {
                var root = Root(kind: viewOutlet != nil ? .controllerView : .ownedView, view: main, owner: owner, className: ownerClass,
                                baseClassName: viewOutlet != nil ? "UIViewController" : "NSObject", isGeneratedClass: false,
                                extras: extras, where_: "\(documentName).xib")
                root.extraViews = owned.filter { $0 != main }
                roots.append(root)
                views.removeAll { owned.contains($0) || $0 == main }
            }
            for object in views {
                let custom = object.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
                let base = object.baseClassName ?? "UIView"
                roots.append(Root(kind: .viewContent, view: object, owner: nil,
                                  className: custom ?? generatedName(documentName, suffix: String(base.dropFirst(2))),
                                  baseClassName: base, isGeneratedClass: custom == nil, extras: extras, where_: "\(documentName).xib"))
            }
            for object in objects where object.role == .controller {
                notes.append(ConversionNote(location: object.location, message: "a view controller at the top level of a xib is not converted yet"))
            }
        }
        // Prototype cells become classes of their own, registered where their table is built.
        var cellRoots: [Root] = []
        for root in roots {
            for object in ([root.view] + root.extraViews).flatMap({ [$0] + UIKitBuilder.subtree(of: $0) }) where object.elementName == "tableView" || object.elementName == "collectionView" {
                for cell in View(object: object).prototypeCells where cell.role == .view {
                    let custom = cell.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
                    let base = cell.baseClassName ?? "UITableViewCell"
                    let name = custom ?? generatedName(cell.attribute("reuseIdentifier") ?? "Prototype", suffix: "Cell")
                    cellRoots.append(Root(kind: .viewContent, view: cell, owner: nil, className: name, baseClassName: base,
                                          isGeneratedClass: custom == nil, extras: [], where_: "prototype cell \(cell.attribute("reuseIdentifier").map { "\"\($0)\"" } ?? "") of " + root.where_))
                }
            }
        }
        // A class the document uses for several scenes or cells gets one method for each, named after the scene.
        var all = roots + cellRoots
        var seen: [String: Int] = [:]
        for index in all.indices {
            let count = seen[all[index].className, default: 0]
            seen[all[index].className] = count + 1
            guard count > 0 else { continue }
            let identifier = all[index].view.parent?.asController?.storyboardIdentifier ?? all[index].view.attribute("reuseIdentifier")
            let stem = identifier.flatMap(SwiftLiteral.identifier).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? String(count + 1)
            all[index].methodSuffix = "For" + stem.replacingOccurrences(of: "`", with: "") + (identifier == nil ? "" : String(count + 1))
        }
        let cellClasses = Dictionary(cellRoots.map { ($0.view.node, $0.className) }, uniquingKeysWith: { first, _ in first })
        var files: [ConvertedFile] = []
        var fileNames: Set<String> = []
        let controllerClasses = Dictionary(roots.filter { $0.kind == .controllerView }.compactMap { root in root.owner.map { ($0.node, root.className) } },
                                           uniquingKeysWith: { first, _ in first })
        for root in all {
            var file = write(root, cellClasses: cellClasses, controllerClasses: controllerClasses)
            var name = "\(root.className)+\(documentName).swift"
            if fileNames.contains(name) { name = "\(root.className)+\(documentName)-\(root.view.id ?? "\(files.count)").swift" }
            fileNames.insert(name)
            file.name = name
            files.append(file)
        }
        return (files, notes)
    }
}

extension UIKitConverter {
    /// The Swift name of an Objective-C action selector (`didTapWithSender:` → `didTap(sender:)`).
    public static func swiftName(ofSelector selector: String) -> String { UIKitBuilder.swiftName(ofSelector: selector) }
}
