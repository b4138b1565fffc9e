/// Merges three orderings of one list: the side that reordered what both kept wins, and each
/// side's insertions land after the element that precedes them on that side.
enum OrderMerge {
    /// The members of `keep` in merged order. `base` may be empty (both sides added the list).
    static func merge(base: [String], ours: [String], theirs: [String], keep: Set<String>) -> [String] {
        let inBase = Set(base), inOurs = Set(ours), inTheirs = Set(theirs)
        let common = { (list: [String]) in list.filter { inBase.contains($0) && inOurs.contains($0) && inTheirs.contains($0) } }
        let oursReordered = common(ours) != common(base)
        let theirsReordered = common(theirs) != common(base)
        let (backbone, other) = theirsReordered && !oursReordered ? (theirs, ours) : (ours, theirs)
        var result = backbone.filter { keep.contains($0) }
        var placed = Set(result)
        insert(from: other, into: &result, placed: &placed, keep: keep)
        insert(from: base, into: &result, placed: &placed, keep: keep)
        return result
    }

    /// Inserts the kept members of `list` that are not placed yet after their nearest placed predecessor in `list`.
    static func insert(from list: [String], into result: inout [String], placed: inout Set<String>, keep: Set<String>) {
        for (index, key) in list.enumerated() where keep.contains(key) && !placed.contains(key) {
            var position: Int?
            for look in stride(from: index - 1, through: 0, by: -1) where placed.contains(list[look]) {
                if let at = result.firstIndex(of: list[look]) { position = at + 1; break }
            }
            if position == nil, let successor = list[(index + 1)...].first(where: placed.contains) {
                position = result.firstIndex(of: successor)
            }
            result.insert(key, at: position ?? result.count)
            placed.insert(key)
        }
    }
}
