/// A coefficient of the objective: an amount at each priority level, compared level by level from
/// the highest (a symbolic weight). Any amount at priority 999 outweighs every amount at 998.
struct Weight: Sendable, CustomStringConvertible {
    /// Amount by priority; levels with a zero amount may be absent.
    private(set) var amounts: [Double: Double] = [:]

    static let zero = Weight()

    init() {}

    /// `amount` at one level.
    init(_ amount: Double, at level: Double) {
        if amount != 0 { amounts[level] = amount }
    }

    /// Adds `factor × other`.
    mutating func add(_ other: Weight, times factor: Double = 1) {
        for (level, amount) in other.amounts {
            let sum = (amounts[level] ?? 0) + amount * factor
            amounts[level] = Row.isNearZero(sum) ? nil : sum
        }
    }

    /// Scaled by `factor`.
    func scaled(by factor: Double) -> Weight {
        var result = Weight()
        result.add(self, times: factor)
        return result
    }

    /// The sign of the highest level whose amount is not near zero; 0 when there is none.
    var sign: Int {
        for level in amounts.keys.sorted(by: >) {
            let amount = amounts[level] ?? 0
            if !Row.isNearZero(amount) { return amount < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Whether `self` is lexicographically less than `other`.
    func isLess(than other: Weight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.sign < 0
    }

    var description: String {
        amounts.keys.sorted(by: >).map { "\(amounts[$0] ?? 0)@\($0)" }.joined(separator: " + ")
    }
}
