/// A linear expression: a sum of variables times coefficients, plus a constant.
public struct Expression: CustomStringConvertible, Sendable {
    /// Each variable's coefficient, in the order the variables first appeared; none is zero.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    /// The constant.
    public var constant: Double

    /// `constant` plus the terms; a variable named twice gets the sum of its coefficients.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for (variable, coefficient) in terms { add(variable, coefficient) }
    }

    /// The expression `variable`.
    public init(_ variable: Variable) { self.init([(variable, 1)]) }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append((variable, coefficient))
        }
    }

    /// Adds `factor × other`, terms and constant.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for (variable, coefficient) in other.terms { add(variable, coefficient * factor) }
        constant += other.constant * factor
    }

    /// The value with each variable's `value`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// `2·a - b + 10`.
    public var description: String {
        var text = ""
        for (variable, coefficient) in terms {
            let sign = coefficient < 0 ? " - " : (text.isEmpty ? "" : " + ")
            let magnitude = abs(coefficient)
            text += (text.isEmpty && coefficient < 0 ? "-" : sign) + (magnitude == 1 ? "" : "\(Self.number(magnitude))·") + variable.name
        }
        if constant != 0 || text.isEmpty { text += text.isEmpty ? Self.number(constant) : (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

// Arithmetic that reads like the constraint it builds: `a + 2 * b - 10 == c`.

/// Sum.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.add(rhs)
    return result
}

/// Difference.
public func - (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
}

/// Scaled.
public func * (lhs: Double, rhs: Expression) -> Expression {
    var result = Expression()
    result.add(rhs, times: lhs)
    return result
}

/// Plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
/// Minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
/// A variable plus a variable.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// A variable minus a variable.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// An expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
/// A scaled variable.
public func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
