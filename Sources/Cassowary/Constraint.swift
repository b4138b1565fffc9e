/// A linear relation the solver keeps: `expression relation 0`, at a strength.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// `==`, `<=` or `>=`.
    public enum Relation: String, Sendable {
        /// Equal.
        case equal = "=="
        /// At most.
        case lessOrEqual = "<="
        /// At least.
        case greaterOrEqual = ">="
    }

    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How much it matters.
    public let strength: Strength
    /// A name for messages: the layout constraint's identifier or document line.
    public let name: String?

    /// `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, name: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The same relation at another strength or under another name.
    public func with(strength: Strength? = nil, name: String? = nil) -> Constraint {
        Constraint(expression, relation, strength: strength ?? self.strength, name: name ?? self.name)
    }

    /// Identity: the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `name: a - b + 10 >= 0 @750`.
    public var description: String { (name.map { $0 + ": " } ?? "") + relationDescription }

    /// The relation without the name: `a - b + 10 >= 0 @750`.
    public var relationDescription: String {
        "\(expression) \(relation.rawValue) 0" + (strength.isRequired ? "" : " @\(strength)")
    }
}

/// `lhs == rhs`, required; `.with(strength:)` weakens it.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
/// `lhs == constant`.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// `lhs <= constant`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// `lhs >= constant`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// `variable == constant`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
/// `variable <= constant`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
/// `variable >= constant`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
/// `variable == expression`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `variable <= expression`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `variable >= expression`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `expression == variable`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `expression <= variable`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `expression >= variable`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
