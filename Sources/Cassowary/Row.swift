/// A symbol of the tableau: an external variable, or one the solver adds for a constraint.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// Stands for a `Variable`.
        case external
        /// Turns an inequality into an equation; can be pivoted on.
        case slack
        /// Measures how far a non-required constraint is from holding; can be pivoted on.
        case error
        /// Marks a required equation; never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    /// Ids are unique, so they alone identify a symbol (and hash faster than id and kind).
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or a constraint being added.
///
/// The terms are a small array sorted by symbol: rows of a layout hold a handful of terms, and
/// merging sorted arrays costs less than hashing every symbol.
struct Row: Sendable {
    /// A coefficient of a symbol; never near zero.
    struct Term: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The terms, lowest symbol first.
    private(set) var terms: [Term] = []
    var constant: Double

    static let epsilon = 1e-8
    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    init(constant: Double = 0) { self.constant = constant }

    /// The symbols, lowest first.
    var symbols: LazyMapSequence<[Term], Symbol> { terms.lazy.map(\.symbol) }

    /// Whether the row has no terms.
    var isEmpty: Bool { terms.isEmpty }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < terms.count && terms[low].symbol.id == symbol.id)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if Self.isNearZero(sum) { terms.remove(at: index) } else { terms[index].coefficient = sum }
        } else if !Self.isNearZero(coefficient) {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × row`, merging the two sorted term lists.
    mutating func insert(_ row: Row, times factor: Double = 1) {
        insert(row, times: factor) { _, _ in }
    }

    /// Adds `factor × row`, telling `changed` each symbol that comes in (true) or cancels out (false).
    mutating func insert(_ row: Row, times factor: Double, changed: (Symbol, Bool) -> Void) {
        constant += row.constant * factor
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + row.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < row.terms.count {
            if j == row.terms.count || (i < terms.count && terms[i].symbol.id < row.terms[j].symbol.id) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || row.terms[j].symbol.id < terms[i].symbol.id {
                let coefficient = row.terms[j].coefficient * factor
                if !Self.isNearZero(coefficient) {
                    merged.append(Term(symbol: row.terms[j].symbol, coefficient: coefficient))
                    changed(row.terms[j].symbol, true)
                }
                j += 1
            } else {
                let sum = terms[i].coefficient + row.terms[j].coefficient * factor
                if Self.isNearZero(sum) { changed(terms[i].symbol, false) } else { merged.append(Term(symbol: terms[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { terms.remove(at: index) }
    }

    /// Takes `symbol`'s term out and returns its coefficient.
    mutating func take(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return terms.remove(at: index).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`, dropping `symbol` from the terms.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = take(symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        substitute(symbol, with: row) { _, _ in }
    }

    /// Replaces `symbol` by `row`, telling `changed` each other symbol that comes in or cancels out.
    mutating func substitute(_ symbol: Symbol, with row: Row, changed: (Symbol, Bool) -> Void) {
        guard let coefficient = take(symbol) else { return }
        insert(row, times: coefficient, changed: changed)
    }

    /// The lowest-numbered symbol that passes `test`: every choice the solver makes is
    /// deterministic.
    func firstSymbol(where test: (Symbol) -> Bool) -> Symbol? {
        terms.first { test($0.symbol) }?.symbol
    }
}

/// The objective: Σ weight × symbol, with weights by priority level.
struct Objective: Sendable {
    /// Weights by symbol id (ids are dense).
    private var weights: [Weight?] = []
    var constant = Weight.zero
    /// The symbols whose weight is negative: the only candidates to enter the basis, kept so that
    /// optimizing does not scan every cell (thousands, once every view has tie-breakers).
    private var negative: Set<Symbol> = []
    /// While a change may be taken back: each weight as it was before it first changed, and the
    /// constant and negative symbols as they were.
    private var journal: (weights: [Int: Weight?], constant: Weight, negative: Set<Symbol>)?

    func weight(for symbol: Symbol) -> Weight { symbol.id < weights.count ? weights[symbol.id] ?? .zero : .zero }

    /// Marks, by symbol id, each symbol whose weight is positive at a level above `level`.
    func markPositive(above level: Double, in marks: inout [Bool]) {
        for id in weights.indices where id < marks.count && weights[id]?.isPositive(above: level) == true { marks[id] = true }
    }

    mutating func insert(_ symbol: Symbol, _ weight: Weight) {
        if symbol.id >= weights.count { weights.append(contentsOf: repeatElement(nil, count: symbol.id - weights.count + 1 + weights.count / 2)) }
        record(symbol.id)
        var sum = weights[symbol.id] ?? .zero
        sum.add(weight)
        let sign = sum.sign
        weights[symbol.id] = sign == 0 ? nil : sum
        if sign < 0 { negative.insert(symbol) } else if !negative.isEmpty { negative.remove(symbol) }
    }

    mutating func remove(_ symbol: Symbol) {
        guard symbol.id < weights.count else { return }
        record(symbol.id)
        weights[symbol.id] = nil
        negative.remove(symbol)
    }

    /// Adds `weight × row`.
    mutating func insert(_ row: Row, times weight: Weight) {
        constant.add(weight, times: row.constant)
        for term in row.terms { insert(term.symbol, weight.scaled(by: term.coefficient)) }
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard symbol.id < weights.count, let weight = weights[symbol.id] else { return }
        remove(symbol)
        constant.add(weight, times: row.constant)
        for term in row.terms { insert(term.symbol, weight.scaled(by: term.coefficient)) }
    }

    /// Starts noting changes so that `rollBack()` can undo them.
    mutating func beginJournal() { journal = ([:], constant, negative) }

    /// Keeps the changes made since `beginJournal()`.
    mutating func endJournal() { journal = nil }

    /// Puts back what changed since `beginJournal()`, and stops noting.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        for (id, weight) in saved.weights { weights[id] = weight }
        constant = saved.constant
        negative = saved.negative
    }

    private mutating func record(_ id: Int) {
        guard journal != nil, id < weights.count, journal?.weights.index(forKey: id) == nil else { return }
        journal?.weights.updateValue(weights[id], forKey: id)
    }

    /// The lowest-numbered symbol with a negative weight that passes `test`.
    func firstNegative(where test: (Symbol) -> Bool) -> Symbol? {
        negative.filter(test).min()
    }
}
