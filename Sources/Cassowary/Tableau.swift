/// The rows of the simplex tableau with a column index: for each parametric symbol, the basic
/// symbols whose rows use it. Substituting a symbol then touches only the rows that hold it, not
/// every row, which is what keeps a thousand-view layout in milliseconds.
struct Tableau: Sendable {
    private(set) var rows: [Symbol: Row] = [:]
    private var columns: [Symbol: Set<Symbol>] = [:]

    subscript(basic: Symbol) -> Row? { rows[basic] }

    var basicSymbols: Dictionary<Symbol, Row>.Keys { rows.keys }

    /// The basic symbols whose rows use `symbol`, lowest first (so that every choice is repeatable).
    func users(of symbol: Symbol) -> [Symbol] { (columns[symbol] ?? []).sorted() }

    /// Whether any row uses `symbol`.
    func isUsed(_ symbol: Symbol) -> Bool { !(columns[symbol]?.isEmpty ?? true) }

    mutating func insert(_ row: Row, for basic: Symbol) {
        if let old = rows[basic] { unindex(old, of: basic) }
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        unindex(row, of: basic)
        return row
    }

    /// Changes a row's constant only (the index does not change).
    mutating func addToConstant(of basic: Symbol, _ delta: Double) {
        rows[basic]?.constant += delta
    }

    /// Replaces `symbol` by `row` in every row that uses it; returns the basic symbols whose
    /// constant became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> [Symbol] {
        var negative: [Symbol] = []
        for basic in users(of: symbol) {
            guard var other = rows[basic] else { continue }
            let before = Set(other.cells.keys)
            other.substitute(symbol, with: row)
            rows[basic] = other
            for removed in before where other.cells[removed] == nil { columns[removed]?.remove(basic) }
            for added in other.cells.keys where !before.contains(added) { columns[added, default: []].insert(basic) }
            if other.constant < 0 { negative.append(basic) }
        }
        columns[symbol] = nil
        return negative
    }

    /// Drops `symbol` from every row (an artificial variable after phase one).
    mutating func erase(_ symbol: Symbol) {
        for basic in users(of: symbol) { rows[basic]?.remove(symbol) }
        columns[symbol] = nil
    }

    private mutating func unindex(_ row: Row, of basic: Symbol) {
        for symbol in row.cells.keys {
            columns[symbol]?.remove(basic)
            if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
        }
    }
}
