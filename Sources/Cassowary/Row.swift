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
}

/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or a constraint being added.
struct Row: Sendable {
    /// Coefficients by symbol; none is near zero.
    private(set) var cells: [Symbol: Double] = [:]
    var constant: Double

    static let epsilon = 1e-8
    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Self.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor × row`.
    mutating func insert(_ row: Row, times factor: Double = 1) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { insert(symbol, coefficient * factor) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`, dropping `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, times: coefficient)
    }

    /// The lowest-numbered symbol that passes `test`: every choice the solver makes is
    /// deterministic, and found without sorting the row.
    func firstSymbol(where test: (Symbol) -> Bool) -> Symbol? {
        cells.keys.filter(test).min()
    }
}

/// The objective: Σ weight × symbol, with weights by priority level.
struct Objective: Sendable {
    private(set) var cells: [Symbol: Weight] = [:]
    var constant = Weight.zero

    func weight(for symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

    mutating func insert(_ symbol: Symbol, _ weight: Weight) {
        var sum = cells[symbol] ?? .zero
        sum.add(weight)
        cells[symbol] = sum.sign == 0 ? nil : sum
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Adds `weight × row`.
    mutating func insert(_ row: Row, times weight: Weight) {
        constant.add(weight, times: row.constant)
        for (symbol, coefficient) in row.cells { insert(symbol, weight.scaled(by: coefficient)) }
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let weight = cells.removeValue(forKey: symbol) else { return }
        constant.add(weight, times: row.constant)
        for (other, coefficient) in row.cells { insert(other, weight.scaled(by: coefficient)) }
    }

    /// The lowest-numbered symbol that passes `test`.
    func firstSymbol(where test: (Symbol) -> Bool) -> Symbol? {
        cells.keys.filter(test).min()
    }
}
