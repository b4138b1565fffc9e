extension Solver {
    /// Whether the constraints decide each variable's value: no preference weaker than all of them
    /// (a tie-breaker) can move it, because every solution as good as this one at every priority
    /// gives it the same value.
    ///
    /// A symbol off the basis is pinned when moving it would give up a priority already won (its
    /// cost in the objective is positive) or when it marks a required equation. Degenerate rows
    /// (a slack or error at zero) pin more: such a basic symbol must not go negative, so a symbol
    /// that would push it below zero is pinned unless another free symbol of the row could push
    /// back. That repeats until nothing changes. A variable whose row holds only pinned symbols is
    /// decided. The test is exact in the common cases and never calls a free variable decided.
    public func determined(_ variables: [Variable]) -> [Bool] {
        let pinned = pinnedSymbols()
        func isPinned(_ symbol: Symbol) -> Bool { symbol.id < pinned.count && pinned[symbol.id] }
        return variables.map { variable in
            guard let symbol = symbols[variable], let row = rows[symbol] else { return false }
            return row.symbols.allSatisfy(isPinned)
        }
    }

    /// Which symbols cannot move without giving up a priority above the tie-breakers', by id.
    private func pinnedSymbols() -> [Bool] {
        var pinned = [Bool](repeating: false, count: nextID + 1)
        // The objective's weights are read once, not looked up (and copied) for every cell.
        objective.markPositive(above: Strength.tieBreaker.priority, in: &pinned)
        let all = rows.all
        for (_, row) in all {
            for symbol in row.symbols where symbol.kind == .dummy { pinned[symbol.id] = true }
        }
        // Only a slack's or an error's row bounds its symbols: those basic symbols must stay ≥ 0.
        let degenerate = all.filter { $0.basic.kind == .slack || $0.basic.kind == .error }.map(\.row).filter { Row.isNearZero($0.constant) }
        var changed = true
        while changed {
            changed = false
            for row in degenerate {
                // A free symbol that raises the basic symbol (or an unbounded variable) can make room.
                let canPushBack = row.terms.contains { !pinned[$0.symbol.id] && ($0.symbol.kind == .external || $0.coefficient > 0) }
                guard !canPushBack else { continue }
                for term in row.terms where term.coefficient < 0 && !pinned[term.symbol.id] {
                    pinned[term.symbol.id] = true
                    changed = true
                }
            }
        }
        return pinned
    }
}
