/// The rows of the simplex tableau with a column index: for each parametric symbol, the basic
/// symbols whose rows use it. Substituting a symbol then touches only the rows that hold it, not
/// every row, which is what keeps a thousand-view layout in milliseconds. Both are arrays indexed
/// by symbol id (ids are dense), so no access hashes.
struct Tableau: Sendable {
    private var rows: [Row?] = []
    private var columns: [[Symbol]] = []

    subscript(basic: Symbol) -> Row? { basic.id < rows.count ? rows[basic.id] : nil }

    /// The basic symbols whose rows use `symbol`, lowest first (so that every choice is repeatable).
    func users(of symbol: Symbol) -> [Symbol] {
        symbol.id < columns.count ? columns[symbol.id].sorted() : []
    }

    private mutating func reserve(_ symbol: Symbol) {
        guard symbol.id >= rows.count else { return }
        let count = symbol.id - rows.count + 1 + rows.count / 2
        rows.append(contentsOf: repeatElement(nil, count: count))
        columns.append(contentsOf: repeatElement([], count: count))
    }

    mutating func insert(_ row: Row, for basic: Symbol) {
        reserve(basic)
        if let old = rows[basic.id] { unindex(old, of: basic) }
        rows[basic.id] = row
        for symbol in row.symbols { index(symbol, basic) }
    }

    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        rows[basic.id] = nil
        unindex(row, of: basic)
        return row
    }

    /// Changes a row's constant only (the index does not change).
    mutating func addToConstant(of basic: Symbol, _ delta: Double) {
        guard basic.id < rows.count else { return }
        rows[basic.id]?.constant += delta
    }

    /// Replaces `symbol` by `row` in every row that uses it; returns the basic symbols whose
    /// constant became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> [Symbol] {
        var negative: [Symbol] = []
        for basic in users(of: symbol) {
            guard var other = self[basic] else { continue }
            let before = Array(other.symbols)
            other.substitute(symbol, with: row)
            rows[basic.id] = other
            // Both lists are sorted: walk them together for what left and what came.
            let after = Array(other.symbols)
            var i = 0, j = 0
            while i < before.count || j < after.count {
                if j == after.count || (i < before.count && before[i].id < after[j].id) {
                    if before[i] != symbol { unindex(before[i], basic) }
                    i += 1
                } else if i == before.count || after[j].id < before[i].id {
                    index(after[j], basic)
                    j += 1
                } else {
                    i += 1
                    j += 1
                }
            }
            if other.constant < 0 { negative.append(basic) }
        }
        if symbol.id < columns.count { columns[symbol.id] = [] }
        return negative
    }

    /// Drops `symbol` from every row (an artificial variable after phase one).
    mutating func erase(_ symbol: Symbol) {
        for basic in users(of: symbol) { rows[basic.id]?.remove(symbol) }
        if symbol.id < columns.count { columns[symbol.id] = [] }
    }

    private mutating func index(_ symbol: Symbol, _ basic: Symbol) {
        reserve(symbol)
        columns[symbol.id].append(basic)
    }

    private mutating func unindex(_ symbol: Symbol, _ basic: Symbol) {
        guard symbol.id < columns.count, let at = columns[symbol.id].firstIndex(of: basic) else { return }
        columns[symbol.id].swapAt(at, columns[symbol.id].count - 1)
        columns[symbol.id].removeLast()
    }

    private mutating func unindex(_ row: Row, of basic: Symbol) {
        for symbol in row.symbols { unindex(symbol, basic) }
    }
}
