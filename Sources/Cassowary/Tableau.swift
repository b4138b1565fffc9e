/// The rows of the simplex tableau with a column index: for each parametric symbol, the basic
/// symbols whose rows use it. Substituting a symbol then touches only the rows that hold it, not
/// every row, which is what keeps a thousand-view layout in milliseconds. Both are arrays indexed
/// by symbol id (ids are dense), so no access hashes.
struct Tableau: Sendable {
    private var rows: [Row?] = []
    private var columns: [[Symbol]] = []
    /// The basic symbol of each row, by id (rows only know their terms).
    private var basics: [Symbol?] = []
    /// While a change may be taken back: each slot's row and basic symbol as they were before the
    /// slot first changed (a copy of the whole tableau would cost its size at every phase one).
    private var journal: [Int: (row: Row?, basic: Symbol?)]?

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
        record(basic.id)
        if let old = rows[basic.id] { unindex(old, of: basic) }
        rows[basic.id] = row
        basics[basic.id] = basic
        for symbol in row.symbols { index(symbol, basic) }
    }

    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        record(basic.id)
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
        record(basic.id)
        rows[basic.id]?.constant += delta
    }

    /// Replaces `symbol` by `row` in every row that uses it; returns the basic symbols whose
    /// constant became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> [Symbol] {
        var negative: [Symbol] = []
        for basic in users(of: symbol) {
            guard var other = self[basic] else { continue }
            record(basic.id)
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
        for basic in users(of: symbol) {
            record(basic.id)
            rows[basic.id]?.remove(symbol)
        }
        if symbol.id < columns.count { columns[symbol.id] = [] }
    }

    /// Starts noting changes so that `rollBack()` can undo them.
    mutating func beginJournal() { journal = [:] }

    /// Keeps the changes made since `beginJournal()`.
    mutating func endJournal() { journal = nil }

    /// Puts back every slot changed since `beginJournal()`, lowest id first (so each run indexes the
    /// rows in the same order), and stops noting.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        for id in saved.keys.sorted() {
            guard let old = saved[id] else { continue }
            if let row = rows[id], let basic = basics[id] { unindex(row, of: basic) }
            rows[id] = old.row
            basics[id] = old.basic
            if let row = old.row, let basic = old.basic { for symbol in row.symbols { index(symbol, basic) } }
        }
    }

    private mutating func record(_ id: Int) {
        guard journal != nil, journal?.index(forKey: id) == nil else { return }
        journal?[id] = (id < rows.count ? rows[id] : nil, id < basics.count ? basics[id] : nil)
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
