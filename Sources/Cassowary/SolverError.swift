/// Why the solver refused a request. The tableau is unchanged after each of them.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or already removed).
    case unknownConstraint(Constraint)
    /// The constraint was added permanently (`Solver.add(_:permanently:)`), so it stays.
    case permanentConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggested value must be allowed to lose.
    case requiredEditVariable(Variable)

    /// The reason, naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable: \(constraint) cannot hold with the required constraints already added"
        case .duplicateConstraint(let constraint): "the constraint was already added: \(constraint)"
        case .unknownConstraint(let constraint): "the constraint was not added: \(constraint)"
        case .permanentConstraint(let constraint): "the constraint was added permanently and cannot be removed: \(constraint)"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "\(variable) cannot be edited at required strength"
        }
    }
}
