import IBDocument

/// Names for the classes the converter writes, never one the document already uses.
struct ClassNames {
    var taken: Set<String>

    /// `Login` + `ViewController` → `LoginViewController`, numbered when taken.
    mutating func make(_ base: String, suffix: String) -> String {
        let stem = (SwiftLiteral.identifier(base).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Converted")
            .replacingOccurrences(of: "`", with: "")
        var name = stem.hasSuffix(suffix) ? stem : stem + suffix
        var counter = 2
        while taken.contains(name) {
            name = stem + String(counter) + suffix
            counter += 1
        }
        taken.insert(name)
        return name
    }
}

extension UIKitConverter {
    /// A storyboard's roots: each scene whose controller has a view of its own.
    func storyboardRoots(names: inout ClassNames, notes: inout [ConversionNote]) -> [Root] {
        var roots: [Root] = []
        for (index, scene) in document.scenes.enumerated() {
            guard let main = scene.mainObject, let controller = main.asController else { continue }
            guard let view = controller.view?.object else {
                // Containers are scenes of their own (`containerScenes`).
                if ContainerScene.kinds.contains(main.elementName) { continue }
                notes.append(ConversionNote(location: main.location, message: "\(main.className ?? main.elementName) is a container or has no view of its own; its structure is not converted yet"))
                continue
            }
            let custom = main.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
            let base = main.baseClassName ?? "UIViewController"
            let name = custom ?? names.make(controller.storyboardIdentifier ?? (documentName + "Scene\(index + 1)"), suffix: String(base.dropFirst(2)))
            let extras = scene.objects.filter { $0 != main && $0.placeholder == nil && $0.role != .controller && $0.role != .reference }
            roots.append(Root(kind: .controllerView, view: view, owner: main, className: name, baseClassName: base,
                              isGeneratedClass: custom == nil, extras: extras, where_: "scene \(scene.sceneID ?? "") of \(documentName).storyboard"))
        }
        return roots
    }

    /// A xib's roots: the views File's Owner reaches, built by its one method so that outlets
    /// between them hold (an outlet to them, or an action inside them aimed at it); every other
    /// top-level view on its own.
    func xibRoots(names: inout ClassNames, notes: inout [ConversionNote]) -> [Root] {
        var roots: [Root] = []
        let objects = document.topLevelObjects
        let owner = objects.first { $0.placeholder == .filesOwner }
        let ownerClass = owner?.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
        let viewOutlet = owner?.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
        let extras = objects.filter { $0.placeholder == nil && $0.role != .view && $0.role != .controller }
        var views = objects.filter { $0.role == .view }
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
                              className: custom ?? names.make(documentName, suffix: String(base.dropFirst(2))),
                              baseClassName: base, isGeneratedClass: custom == nil, extras: extras, where_: "\(documentName).xib"))
        }
        for object in objects where object.role == .controller {
            notes.append(ConversionNote(location: object.location, message: "a view controller at the top level of a xib is not converted yet"))
        }
        return roots
    }

    /// Prototype cells of the roots' tables and collections: classes of their own, registered
    /// where their table is built.
    func prototypeCellRoots(of roots: [Root], names: inout ClassNames) -> [Root] {
        var cells: [Root] = []
        for root in roots {
            for object in ([root.view] + root.extraViews).flatMap({ [$0] + UIKitBuilder.subtree(of: $0) })
            where object.elementName == "tableView" || object.elementName == "collectionView" {
                for cell in View(object: object).prototypeCells where cell.role == .view {
                    let custom = cell.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
                    let reuse = cell.attribute("reuseIdentifier")
                    cells.append(Root(kind: .viewContent, view: cell, owner: nil, className: custom ?? names.make(reuse ?? "Prototype", suffix: "Cell"),
                                      baseClassName: cell.baseClassName ?? "UITableViewCell", isGeneratedClass: custom == nil, extras: [],
                                      where_: "prototype cell \(reuse.map { "\"\($0)\"" } ?? "") of " + root.where_))
                }
            }
        }
        return cells
    }

    /// A class the document uses for several scenes or cells gets one method for each, named
    /// after the scene's storyboard ID or the cell's reuse identifier.
    static func namingMethodsApart(_ roots: [Root]) -> [Root] {
        var all = roots
        var seen: [String: Int] = [:]
        for index in all.indices {
            let count = seen[all[index].className, default: 0]
            seen[all[index].className] = count + 1
            guard count > 0 else { continue }
            let identifier = all[index].view.parent?.asController?.storyboardIdentifier ?? all[index].view.attribute("reuseIdentifier")
            let stem = identifier.flatMap(SwiftLiteral.identifier).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? String(count + 1)
            all[index].methodSuffix = "For" + stem.replacingOccurrences(of: "`", with: "") + (identifier == nil ? "" : String(count + 1))
        }
        return all
    }
}
