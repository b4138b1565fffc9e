extension TemplateContext.Builder {
    /// Each storyboard's identified segues, grouped by the scene they leave.
    mutating func segues(_ storyboards: [GenContext.Storyboard]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        var storyboardScope = NameScope(reserved: Self.templateTypes.union(["TypedSegue"]), suffix: "Storyboard")
        for storyboard in storyboards where !storyboard.segues.isEmpty {
            let groups = storyboard.segues.map { group in
                (group, group.segues.map { segue in
                    segue.destination.map { controllerType($0) } ?? viewControllerClass
                })
            }
            let reserved = Set(groups.flatMap(\.1).map(Self.leadingName)).union(Self.templateTypes).union(["TypedSegue"])
            var sceneScope = NameScope(reserved: reserved, suffix: "Scene")
            let scenes = groups.map { group, destinations -> [String: Any] in
                var members = NameScope(reserved: ["init", "rawValue", "allCases", "hashValue", "self", "Type"])
                let segues = zip(group.segues, destinations).map { segue, destination -> [String: Any] in
                    ["member": members.claim(SwiftName.member(segue.identifier)), "identifier": SwiftName.stringLiteral(segue.identifier),
                     "kind": segue.kind, "destinationType": destination]
                }
                return ["swiftName": sceneScope.claim(SwiftName.type(group.sceneName)), "sceneName": SwiftName.stringLiteral(group.sceneName),
                        "sourceType": controllerType(group.source), "segues": segues]
            }
            // Claimed after the scenes, so that a storyboard enum never takes a name its own scenes need.
            result.append(["swiftName": storyboardScope.claim(SwiftName.type(storyboard.name)), "name": SwiftName.stringLiteral(storyboard.name), "scenes": scenes])
        }
        return result
    }

    /// Reusable cells: a storyboard's prototypes by storyboard, then the xibs' cells, which need registering.
    mutating func cells(storyboards: [GenContext.Storyboard], xibs: [GenContext.Xib]) -> [[String: Any]] {
        guard framework == .uikit else { return [] }
        var groups: [[String: Any]] = []
        var storyboardCells: [(String, [[String: Any]])] = []
        var referenced: Set<String> = []
        for storyboard in storyboards {
            var members = NameScope()
            var seen: Set<[String]> = []
            var cells: [[String: Any]] = []
            for group in storyboard.cells {
                for cell in group.cells {
                    guard let entry = cellEntry(cell, nib: nil) else { continue }
                    let key = [cell.reuseIdentifier, entry["type"] as? String ?? ""]
                    guard seen.insert(key).inserted else { continue }
                    var named = entry
                    named["member"] = members.claim(SwiftName.member(cell.reuseIdentifier))
                    referenced.insert(Self.leadingName(key[1]))
                    cells.append(named)
                }
            }
            if !cells.isEmpty { storyboardCells.append((storyboard.name, cells)) }
        }
        var scope = NameScope(reserved: referenced.union(Self.templateTypes).union(["TableCell", "CollectionCell"]), suffix: "Storyboard")
        for (name, cells) in storyboardCells {
            groups.append(["swiftName": scope.claim(SwiftName.type(name)), "name": SwiftName.stringLiteral(name), "cells": cells, "isNibGroup": false])
        }
        var nibMembers = NameScope()
        var nibCells: [[String: Any]] = []
        for xib in xibs {
            for cell in xib.cells {
                guard var entry = cellEntry(cell, nib: xib.name) else { continue }
                entry["member"] = nibMembers.claim(SwiftName.member(cell.reuseIdentifier))
                nibCells.append(entry)
            }
        }
        if !nibCells.isEmpty { groups.append(["cells": nibCells, "isNibGroup": true]) }
        return groups
    }

    private mutating func cellEntry(_ cell: GenContext.Cell, nib: String?) -> [String: Any]? {
        let kind: String
        let fallback: String
        if resolver.descends(cell.cell, from: "UITableViewCell") {
            (kind, fallback) = ("table", "UITableViewCell")
        } else if resolver.descends(cell.cell, from: "UICollectionViewCell") {
            (kind, fallback) = ("collection", "UICollectionViewCell")
        } else {
            return nil
        }
        var entry: [String: Any] = ["identifier": SwiftName.stringLiteral(cell.reuseIdentifier), "kind": kind,
                                    "helper": kind == "table" ? "TableCell" : "CollectionCell",
                                    "type": resolver.type(of: cell.cell, fallback: fallback)]
        if let nib { entry["nib"] = SwiftName.stringLiteral(nib) }
        return entry
    }

    /// A loader per xib: File's Owner's class and the first top-level view's class.
    mutating func nibs(_ xibs: [GenContext.Xib]) -> [[String: Any]] {
        var members = NameScope(reserved: ["init", "self", "Type"])
        return xibs.map { xib in
            var entry: [String: Any] = [
                "member": members.claim(SwiftName.member(xib.name)),
                "name": SwiftName.stringLiteral(xib.name),
                "ownerType": xib.owner.map { resolver.type(of: $0, fallback: "AnyObject") } ?? "AnyObject",
                "hasOwner": xib.owner != nil,
            ]
            let viewType = xib.views.first.map { resolver.type(of: $0, fallback: viewClass) }
            entry["viewType"] = viewType ?? viewClass
            entry["hasView"] = viewType != nil
            let facts = [entry["hasOwner"] as? Bool == true ? "File's Owner is a `\(entry["ownerType"] ?? "")`" : nil,
                         viewType.map { "the first view is a `\($0)`" }].compactMap { $0 }
            entry["summary"] = "`\(SwiftName.stringLiteral(xib.name)).xib`" + (facts.isEmpty ? "." : ": " + facts.joined(separator: ", ") + ".")
            return entry
        }
    }
}
