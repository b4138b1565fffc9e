import Cassowary
import IBDocument

/// The constraints an NSGridView makes for its cells' content views: rows and columns one after
/// another, each as large as its largest content (or its fixed size) with the grid's spacing and
/// its paddings between them, each content view placed in its cell, and a row's baseline-aligned
/// views on one baseline.
///
/// What NSGridView.h says, and the corpus's grids confirm (OpenEmu's library and gameplay
/// preferences, 559 × 316 and 496 × 191, and Vienna's general preferences, 332 × 110, row by row):
/// a row's spacing is the previous row's bottom padding, the grid's row spacing and its own top
/// padding; a baseline-aligned group is placed as one by the first cell's placement; a placement of
/// `none` leaves that axis to the document's own constraints.
struct GridViewArrangement {
    let grid: LayoutItem
    let system: LayoutSystem

    /// One row's or column's edge and size.
    private struct Track {
        let start: Variable
        let size: Variable
        var end: Expression { Expression([(start, 1), (size, 1)]) }
    }

    func add() {
        guard let object = grid.object, let model = GridView(object) else { return }
        let origin = LayoutRule.Origin.arrangement(object)
        let name = object.id ?? "grid"
        let rightToLeft = LayoutDirection.isRightToLeft(object)
        let columns = chain(model.columns, spacing: model.columnSpacing, start: Expression(grid.x), end: Expression(grid.x) + Expression(grid.width),
                            reversed: rightToLeft, hugging: Self.hugging(object, "horizontalHuggingPriority"), name: "\(name).column", origin: origin)
        let rows = chain(model.rows, spacing: model.rowSpacing, start: Expression(grid.y), end: Expression(grid.y) + Expression(grid.height),
                         reversed: false, hugging: Self.hugging(object, "verticalHuggingPriority"), name: "\(name).row", origin: origin)
        let contents = Dictionary(system.subviewItems(of: grid).compactMap { item in item.object.map { ($0.node, item) } }, uniquingKeysWith: { first, _ in first })
        var aligned: [Int: [(item: LayoutItem, alignment: GridView.RowAlignment, placement: GridView.Placement)]] = [:]
        for cell in model.cells where cell.isPlaced {
            guard let content = cell.contentView, let item = contents[content.object.node] else { continue }
            let region = model.region(of: cell)
            guard !region.rows.contains(where: { model.rows[$0].isHidden }), !region.columns.contains(where: { model.columns[$0].isHidden }) else {
                system.hiddenByGrids.insert(content.object.node)
                continue
            }
            let left = rightToLeft ? columns[region.columns.upperBound].start : columns[region.columns.lowerBound].start
            let right = rightToLeft ? columns[region.columns.lowerBound].end : columns[region.columns.upperBound].end
            var x = model.xPlacement(of: cell)
            if rightToLeft, x == .leading || x == .trailing { x = x == .leading ? .trailing : .leading }
            place(Expression(item.x), Expression(item.width), x, from: Expression(left), to: right, origin: origin)
            let top = Expression(rows[region.rows.lowerBound].start), bottom = rows[region.rows.upperBound].end
            let alignment = region.rows.count == 1 ? model.rowAlignment(of: cell) : .none
            if alignment == .none {
                place(Expression(item.y), Expression(item.height), model.yPlacement(of: cell), from: top, to: bottom, origin: origin)
            } else {
                aligned[cell.row, default: []].append((item, alignment, model.yPlacement(of: cell)))
            }
        }
        for row in aligned.keys.sorted() { alignBaselines(aligned[row] ?? [], in: rows[row], origin: origin) }
    }

    /// The tracks along one axis, edge to edge between `start` and `end`: each as large as its
    /// content (it hugs at the grid's priority; what it holds keeps it from shrinking further), or
    /// its fixed size, or nothing when hidden.
    private func chain(_ tracks: [GridView.Track], spacing: Double, start: Expression, end: Expression, reversed: Bool, hugging: Strength,
                       name: String, origin: LayoutRule.Origin) -> [Track] {
        let made = tracks.indices.map { Track(start: Variable("\(name)\($0).start"), size: Variable("\(name)\($0).size")) }
        let order = reversed ? Array(tracks.indices.reversed()) : Array(tracks.indices)
        // A grid stretched past its content gives the extra to one track, so that the layout is
        // decided: the last that fits its content, which hugs a little more loosely. (AppKit's
        // share is not documented, and no grid of the corpus is stretched.)
        let loosest = tracks.indices.last { !tracks[$0].isHidden && tracks[$0].size == nil }
        // Paddings in the order the chain meets them.
        let before = { (index: Int) in reversed ? tracks[index].trailingPadding : tracks[index].leadingPadding }
        let after = { (index: Int) in reversed ? tracks[index].leadingPadding : tracks[index].trailingPadding }
        var edge = start
        for (position, index) in order.enumerated() {
            let gap = (position == 0 ? 0 : spacing) + before(index)
            system.add(Expression(made[index].start) == edge + gap, origin)
            if tracks[index].isHidden {
                system.add(Expression(made[index].size) == Expression(constant: 0), origin)
            } else if let size = tracks[index].size {
                system.add(Expression(made[index].size) == Expression(constant: size), origin)
            } else {
                system.add(Expression(made[index].size) >= Expression(constant: 0), origin)
                let strength = index == loosest ? Strength(hugging.priority - 0.5) : hugging
                system.add((Expression(made[index].size) == Expression(constant: 0)).with(strength: strength), origin)
            }
            edge = made[index].end + after(index)
        }
        system.add(end == edge, origin)
        return made
    }

    /// Places a content view's `low` edge and `length` between `from` and `to` as `placement` says.
    private func place(_ low: Expression, _ length: Expression, _ placement: GridView.Placement, from: Expression, to: Expression, origin: LayoutRule.Origin) {
        let high = low + length
        switch placement {
        case .none: return
        case .leading:
            system.add(low == from, origin)
            system.add(high <= to, origin)
        case .trailing:
            system.add(high == to, origin)
            system.add(low >= from, origin)
        case .center:
            system.add(low + 0.5 * length == 0.5 * (from + to), origin)
            system.add(low >= from, origin)
        case .fill:
            system.add(low == from, origin)
            system.add(high == to, origin)
        }
    }

    /// A row's baseline-aligned views: each on the first one's baseline and inside the row, the
    /// group as a whole placed by the first placement other than `none` (NSGridView.h).
    private func alignBaselines(_ group: [(item: LayoutItem, alignment: GridView.RowAlignment, placement: GridView.Placement)], in row: Track,
                                origin: LayoutRule.Origin) {
        guard let first = group.first else { return }
        func baseline(_ member: (item: LayoutItem, alignment: GridView.RowAlignment, placement: GridView.Placement)) -> Expression? {
            member.item.expression(member.alignment == .lastBaseline ? .lastBaseline : .firstBaseline)
        }
        let top = Expression(row.start), bottom = row.end
        for member in group {
            if member.item !== first.item, let mine = baseline(member), let theirs = baseline(first) { system.add(mine == theirs, origin) }
            system.add(Expression(member.item.y) >= top, origin)
            system.add(Expression(member.item.y) + Expression(member.item.height) <= bottom, origin)
        }
        // The group's extreme edge meets the row's: each member is pulled towards that edge and the
        // one furthest out stops at it.
        let placement = group.first(where: { $0.placement != .none })?.placement ?? .none
        for member in group {
            let low = Expression(member.item.y), high = low + Expression(member.item.height)
            switch placement {
            case .leading: system.add((low == top).with(strength: Self.groupPull), origin)
            case .trailing: system.add((high == bottom).with(strength: Self.groupPull), origin)
            case .center: system.add((low + 0.5 * Expression(member.item.height) == 0.5 * (top + bottom)).with(strength: Self.groupPull), origin)
            case .fill:
                system.add((low == top).with(strength: Self.groupPull), origin)
                system.add((high == bottom).with(strength: Self.groupPull), origin)
            case .none: break
            }
        }
    }

    /// How hard a baseline-aligned group is pulled to its placement's edge: below any content's
    /// hugging, so it only moves the group in a row taller than it.
    private static let groupPull = Strength(1)

    /// The grid's hugging priority along an axis (`horizontalHuggingPriority`), 250 by default: how
    /// hard its rows and columns keep to their content.
    private static func hugging(_ object: IBObject, _ attribute: String) -> Strength {
        let priority = object.attribute(attribute).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 250
        return Strength(min(999, max(1, priority)))
    }
}
