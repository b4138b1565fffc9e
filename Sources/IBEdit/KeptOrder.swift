/// The members of a reordered list that kept their relative order.
///
/// Both lists hold the same distinct members (element keys), so their longest common
/// subsequence is the longest increasing run of old positions read in the new order. Found by
/// patience sorting in O(n log n) time and O(n) memory: a `<subviews>` list of 100,000 views
/// must not need a table of n² cells.
enum KeptOrder {
    /// The longest subsequence of `after` whose members appear in the same order in `before`.
    static func longest<Member: Hashable>(from before: [Member], to after: [Member]) -> [Member] {
        var oldPosition: [Member: Int] = [:]
        for (index, member) in before.enumerated() where oldPosition[member] == nil { oldPosition[member] = index }
        let positions = after.map { oldPosition[$0] ?? -1 }
        // tails[k]: index into `after` of the smallest last position of a run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: after.count)
        for (index, position) in positions.enumerated() where position >= 0 {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if positions[tails[middle]] < position { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Member] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(after[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
