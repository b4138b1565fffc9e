/// An incremental Cassowary solver: constraints are added and removed one at a time, and values
/// suggested for edit variables, each step starting from the last solution.
///
/// Required constraints always hold; the others are satisfied as well as they can be, priority by
/// priority (`Strength`). Read values with `value(of:)` after the changes.
public final class Solver {
    // A class's `var`s are checked for exclusive access at run time on every read and write, which
    // cost a tenth of a large layout's instructions. The solver's state changes only inside its
    // own methods, one step at a time and never from a closure that outlives the step, so the hot
    // state is left unchecked.
    /// The tableau: each basic symbol's row, indexed by the symbols it uses.
    @exclusivity(unchecked) var rows = Tableau()
    /// What the solver minimises.
    @exclusivity(unchecked) var objective = Objective()
    /// Each added constraint's marker symbol (and second error symbol of a non-required equation).
    @exclusivity(unchecked) var tags: [Constraint: Tag] = [:]
    /// The symbol of each variable a constraint has used.
    @exclusivity(unchecked) var symbols: [Variable: Symbol] = [:]
    /// Edit variables: their constraint and the value last suggested.
    var edits: [Variable: Edit] = [:]
    /// Rows made infeasible by a suggested value, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The phase-one objective while a constraint is added with an artificial variable.
    var phaseOne: Objective?
    var nextID = 0

    struct Tag {
        var marker: Symbol
        var other: Symbol?
        /// False for a constraint added permanently (a required equality's marker is then in no row).
        var removable = true
    }

    struct Edit {
        var constraint: Constraint
        var constant: Double
    }

    /// An empty solver.
    public init() {}

    /// Whether the constraint has been added and not removed.
    public func has(_ constraint: Constraint) -> Bool { tags[constraint] != nil }

    /// The constraints added, in no particular order.
    public var constraints: [Constraint] { Array(tags.keys) }

    /// The variable's value in the current solution; 0 for a variable no constraint names.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Whether the constraints decide the variable's value: no preference weaker than every one of
    /// them can move it (see `determined(_:)`).
    public func isDetermined(_ variable: Variable) -> Bool { determined([variable])[0] }

    /// Adds a constraint; throws `unsatisfiable` (naming it) when it is required and cannot hold.
    ///
    /// A constraint added `permanently` cannot be removed. In exchange a required equality leaves
    /// no marker in the tableau: a removable one's marker stays in every row solved through it, so
    /// a chain of n such equalities (each edge placed against the previous one) leaves rows of up
    /// to n markers, and adding the chain costs on the order of n³. The solutions are the same
    /// either way: a marker is a symbol held at zero.
    public func add(_ constraint: Constraint, permanently: Bool = false) throws(SolverError) {
        guard tags[constraint] == nil else { throw .duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint, permanently: permanently)
        let subject = chooseSubject(row, tag)
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows.insert(row, for: subject)
        } else if row.symbols.allSatisfy({ $0.kind == .dummy }) {
            // Only a required equality has dummies alone (or nothing), and it put nothing into the objective.
            guard Row.isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            // 0 = 0 plus dummies: redundant, kept as the dummy's row so that it can be removed.
            if tag.removable {
                var kept = row
                kept.solve(for: tag.marker)
                substitute(tag.marker, with: kept)
                rows.insert(kept, for: tag.marker)
            }
        } else {
            // Phase one (only ever for a required constraint) pivots the tableau; a failure puts it
            // back. The tableau and the objective note what they change instead of being copied: a
            // copy costs their size every time, which made a grid of 4,900 views quadratic.
            let savedInfeasible = infeasible
            rows.beginJournal()
            objective.beginJournal()
            guard addWithArtificialVariable(row) else {
                rows.rollBack()
                objective.rollBack()
                infeasible = savedInfeasible
                throw .unsatisfiable(constraint)
            }
            rows.endJournal()
            objective.endJournal()
        }
        tags[constraint] = tag
        optimize()
    }

    /// Adds several constraints, stopping at the first that fails.
    public func add(_ constraints: [Constraint], permanently: Bool = false) throws(SolverError) {
        for constraint in constraints { try add(constraint, permanently: permanently) }
    }

    /// Removes a constraint and re-solves; throws `permanentConstraint` for one added permanently.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = tags[constraint] else { throw .unknownConstraint(constraint) }
        guard tag.removable else { throw .permanentConstraint(constraint) }
        tags[constraint] = nil
        removeErrorEffects(of: constraint, tag)
        if rows.remove(tag.marker) == nil, let leaving = leavingRow(for: tag.marker), var row = rows.remove(leaving) {
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// Makes `variable` editable at `strength` (not required): `suggest` then moves it.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, name: "edit \(variable.name)")
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `value` for an edit variable; the solution changes as little as its strength allows.
    public func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable], let tag = tags[edit.constraint] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        if rows[tag.marker] != nil {
            rows.addToConstant(of: tag.marker, -delta)
            if (rows[tag.marker]?.constant ?? 0) < 0 { infeasible.append(tag.marker) }
        } else if let other = tag.other, rows[other] != nil {
            rows.addToConstant(of: other, delta)
            if (rows[other]?.constant ?? 0) < 0 { infeasible.append(other) }
        } else {
            for symbol in rows.sortedUsers(of: tag.marker) {
                guard let coefficient = rows[symbol]?.coefficient(for: tag.marker) else { continue }
                rows.addToConstant(of: symbol, delta * coefficient)
                if (rows[symbol]?.constant ?? 0) < 0 && symbol.kind != .external { infeasible.append(symbol) }
            }
        }
        dualOptimize()
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        rows = Tableau()
        objective = Objective()
        tags = [:]
        symbols = [:]
        edits = [:]
        infeasible = []
    }
}
