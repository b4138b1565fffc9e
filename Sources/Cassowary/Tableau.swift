/// The rows of the simplex tableau with a column index: for each parametric symbol, the basic
/// symbols whose rows use it. Substituting a symbol then touches only the rows that hold it, not
/// every row, which is what keeps a thousand-view layout in milliseconds. Both are arrays indexed
/// by symbol id (ids are dense), so no access hashes.
struct Tableau: Sendable {
    private var rows: [Row?] = []
    private var columns: [[Symbol]] = []
    /// The basic symbol of each row, by id (rows only know their terms).
    private var basics: [Symbol?] = []

    subscript(basic: Symbol) -> Row? { basic.id < rows.count ? rows[basic.id] : nil }

    /// The basic symbols whose rows use `symbol`, in an order that depends only on the steps taken
    /// (so every run makes the same choices).
    func users(of symbol: Symbol) -> [Symbol] {
        symbol.id < columns.count ? columns[symbol.id] : []
    }

    /// The same, lowest first, where the first of equals wins.
    func sortedUsers(of symbol: Symbol) -> [Symbol] { users(of: symbol).sorted() }

    private mutating func reserve(_ symbol: Symbol) {
        guard symbol.id >= rows.count else { return }
        let count = symbol.id - rows.count + 1 + rows.count / 2
        rows.append(contentsOf: repeatElement(nil, count: count))
        columns.append(contentsOf: repeatElement([], count: count))
        basics.append(contentsOf: repeatElement(nil, count: count))
    }

    mutating func insert(_ row: Row, for basic: Symbol) {
        reserve(basic)
        if let old = rows[basic.id] { unindex(old, of: basic) }
        rows[basic.id] = row
        basics[basic.id] = basic
        for symbol in row.symbols { index(symbol, basic) }
    }

    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        rows[basic.id] = nil
        basics[basic.id] = nil
        unindex(row, of: basic)
        return row
    }

    /// Every row with its basic symbol, lowest basic symbol first.
    var all: [(basic: Symbol, row: Row)] {
        zip(basics, rows).compactMap { basic, row in basic.flatMap { basic in row.map { (basic, $0) } } }
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
            rows[basic.id] = nil
            other.substitute(symbol, with: row) { changed, isIn in
                if isIn { index(changed, basic) } else { unindex(changed, basic) }
            }
            rows[basic.id] = other
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
        // Most columns hold a few rows: room for four at once saves the reallocations of growing
        // from one to two to four (1.5% of the instructions of the 1,000-label form).
        if columns[symbol.id].capacity == 0 { columns[symbol.id].reserveCapacity(4) }
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
