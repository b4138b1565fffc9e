/// A coefficient of the objective: an amount at each priority level, compared level by level from
/// the highest (a symbolic weight). Any amount at priority 999 outweighs every amount at 998.
struct Weight: Sendable, CustomStringConvertible {
    /// (level, amount) pairs, highest level first; no amount is near zero. Most weights have one
    /// or two levels, so a sorted array beats a dictionary.
    private(set) var amounts: [(level: Double, amount: Double)] = []

    static let zero = Weight()

    init() {}

    /// `amount` at one level.
    init(_ amount: Double, at level: Double) {
        if amount != 0 { amounts = [(level, amount)] }
    }

    /// Adds `factor × other`.
    mutating func add(_ other: Weight, times factor: Double = 1) {
        for (level, amount) in other.amounts { add(amount * factor, at: level) }
    }

    private mutating func add(_ amount: Double, at level: Double) {
        var index = 0
        while index < amounts.count && amounts[index].level > level { index += 1 }
        if index < amounts.count && amounts[index].level == level {
            let sum = amounts[index].amount + amount
            if Row.isNearZero(sum) { amounts.remove(at: index) } else { amounts[index].amount = sum }
        } else if !Row.isNearZero(amount) {
            amounts.insert((level, amount), at: index)
        }
    }

    /// Scaled by `factor`.
    func scaled(by factor: Double) -> Weight {
        var result = self
        for index in result.amounts.indices { result.amounts[index].amount *= factor }
        result.amounts.removeAll { Row.isNearZero($0.amount) }
        return result
    }

    /// The sign of the highest level's amount; 0 when there is none.
    var sign: Int {
        guard let first = amounts.first else { return 0 }
        return first.amount < 0 ? -1 : 1
    }

    /// Whether the highest level's amount is positive and that level is above `level`.
    func isPositive(above level: Double) -> Bool {
        guard let first = amounts.first else { return false }
        return first.level > level && first.amount > 0
    }

    /// Whether `self` is lexicographically less than `other`.
    func isLess(than other: Weight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.sign < 0
    }

    var description: String {
        amounts.map { "\($0.amount)@\($0.level)" }.joined(separator: " + ")
    }
}
