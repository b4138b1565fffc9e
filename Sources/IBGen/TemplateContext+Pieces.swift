extension TemplateContext.Builder {
    /// Each storyboard's identified segues, grouped by the scene they leave.
    mutating func segues(_ storyboards: [GenContext.Storyboard]) -> [TemplateModel.SegueStoryboard] {
        var result: [TemplateModel.SegueStoryboard] = []
        var storyboardScope = NameScope(reserved: Self.templateTypes.union(["TypedSegue"]), suffix: "Storyboard")
        for storyboard in storyboards where !storyboard.segues.isEmpty {
            let groups = storyboard.segues.map { group in
                (group, group.segues.map { segue in
                    segue.destination.map { controllerType($0) } ?? viewControllerClass
                })
            }
            let reserved = Set(groups.flatMap(\.1).map(Self.leadingName)).union(Self.templateTypes).union(["TypedSegue"])
            var sceneScope = NameScope(reserved: reserved, suffix: "Scene")
            let scenes = groups.map { group, destinations in
                var members = NameScope(reserved: ["init", "rawValue", "allCases", "hashValue", "self", "Type"])
                let segues = zip(group.segues, destinations).map { segue, destination in
                    TemplateModel.Segue(member: members.claim(SwiftName.member(segue.identifier)), identifier: SwiftName.stringLiteral(segue.identifier),
                                        kind: segue.kind, destinationType: destination)
                }
                return TemplateModel.SegueScene(swiftName: sceneScope.claim(SwiftName.type(group.sceneName)), sceneName: SwiftName.stringLiteral(group.sceneName),
                                                sourceType: controllerType(group.source), segues: segues)
            }
            // Claimed after the scenes, so that a storyboard enum never takes a name its own scenes need.
            result.append(TemplateModel.SegueStoryboard(name: SwiftName.stringLiteral(storyboard.name),
                                                        swiftName: storyboardScope.claim(SwiftName.type(storyboard.name)), scenes: scenes))
        }
        return result
    }

    /// Reusable cells: a storyboard's prototypes by storyboard, then the xibs' cells, which need registering.
    mutating func cells(storyboards: [GenContext.Storyboard], xibs: [GenContext.Xib]) -> [TemplateModel.CellGroup] {
        guard framework == .uikit else { return [] }
        var groups: [TemplateModel.CellGroup] = []
        var storyboardCells: [(String, [TemplateModel.Cell])] = []
        var referenced: Set<String> = []
        for storyboard in storyboards {
            var members = NameScope()
            var seen: Set<[String]> = []
            var cells: [TemplateModel.Cell] = []
            for group in storyboard.cells {
                for cell in group.cells {
                    guard var entry = cellEntry(cell, nib: nil), seen.insert([cell.reuseIdentifier, entry.type]).inserted else { continue }
                    entry.member = members.claim(SwiftName.member(cell.reuseIdentifier))
                    referenced.insert(Self.leadingName(entry.type))
                    cells.append(entry)
                }
            }
            if !cells.isEmpty { storyboardCells.append((storyboard.name, cells)) }
        }
        var scope = NameScope(reserved: referenced.union(Self.templateTypes).union(["TableCell", "CollectionCell"]), suffix: "Storyboard")
        for (name, cells) in storyboardCells {
            groups.append(TemplateModel.CellGroup(isNibGroup: false, name: SwiftName.stringLiteral(name), swiftName: scope.claim(SwiftName.type(name)), cells: cells))
        }
        var nibMembers = NameScope()
        var nibCells: [TemplateModel.Cell] = []
        for xib in xibs {
            for cell in xib.cells {
                guard var entry = cellEntry(cell, nib: xib.name) else { continue }
                entry.member = nibMembers.claim(SwiftName.member(cell.reuseIdentifier))
                nibCells.append(entry)
            }
        }
        if !nibCells.isEmpty { groups.append(TemplateModel.CellGroup(isNibGroup: true, name: nil, swiftName: nil, cells: nibCells)) }
        return groups
    }

    /// The cell's entry, its member still unnamed; nil for a view that is neither kind of cell.
    private mutating func cellEntry(_ cell: GenContext.Cell, nib: String?) -> TemplateModel.Cell? {
        let kind: String
        let fallback: String
        if resolver.descends(cell.cell, from: "UITableViewCell") {
            (kind, fallback) = ("table", "UITableViewCell")
        } else if resolver.descends(cell.cell, from: "UICollectionViewCell") {
            (kind, fallback) = ("collection", "UICollectionViewCell")
        } else {
            return nil
        }
        return TemplateModel.Cell(member: "", identifier: SwiftName.stringLiteral(cell.reuseIdentifier), kind: kind,
                                  helper: kind == "table" ? "TableCell" : "CollectionCell",
                                  type: resolver.type(of: cell.cell, fallback: fallback), nib: nib.map(SwiftName.stringLiteral))
    }

    /// A loader per xib: File's Owner's class and the first top-level view's class.
    mutating func nibs(_ xibs: [GenContext.Xib]) -> [TemplateModel.Nib] {
        var members = NameScope(reserved: ["init", "self", "Type"])
        return xibs.map { xib in
            let ownerType = xib.owner.map { resolver.type(of: $0, fallback: "AnyObject") } ?? "AnyObject"
            let viewType = xib.views.first.map { resolver.type(of: $0, fallback: viewClass) }
            let facts = [xib.owner == nil ? nil : "File's Owner is a `\(ownerType)`", viewType.map { "the first view is a `\($0)`" }].compactMap { $0 }
            let summary = "`\(SwiftName.stringLiteral(xib.name)).xib`" + (facts.isEmpty ? "." : ": " + facts.joined(separator: ", ") + ".")
            return TemplateModel.Nib(member: members.claim(SwiftName.member(xib.name)), name: SwiftName.stringLiteral(xib.name), ownerType: ownerType,
                                     viewType: viewType ?? viewClass, summary: summary, hasOwner: xib.owner != nil, hasView: viewType != nil)
        }
    }
}
