/// The simplex steps behind `Solver`'s public calls.
extension Solver {
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The constraint as a row over non-basic symbols, with its slack, error or dummy symbols, and
    /// its errors weighted into the objective. The row's constant is made non-negative.
    func makeRow(for constraint: Constraint, permanently: Bool = false) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !Row.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, times: coefficient) } else { row.insert(symbol, coefficient) }
        }
        let weight = Weight(1, at: constraint.strength.priority)
        var tag: Tag
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            // expression <= 0 becomes expression + slack = 0, slack >= 0 (and the reverse for >=).
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack, other: nil)
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag.other = error
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                if !permanently { row.insert(dummy) }
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        tag.removable = !permanently
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable, else the constraint's own
    /// slack or error symbol when its coefficient is negative (so the basis stays feasible).
    ///
    /// Of several external variables, the one fewest rows use: making it basic substitutes its row
    /// into each of them, and in a chain of views (each placed after the last) the oldest variable
    /// is in every row below it. Of those used equally, the one the solver met last: in `top₂ =
    /// top₁ + height₁`, where neither is used yet, the height rather than the edge. The edge then
    /// stays off the basis, so the next link (`top₃ = top₂ + height₂`) does not take in the row of
    /// every link above it (a chain of 1,000 views solved in 0.43 s before, 16 ms since).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (users: Int, symbol: Symbol)?
        for symbol in row.symbols where symbol.kind == .external {
            let users = rows.users(of: symbol).count
            if best == nil || users <= best!.users { best = (users, symbol) }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds the row with an artificial variable and minimises that variable; false when
    /// it cannot reach zero, that is when the constraint cannot hold with the required ones.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        rows.insert(row, for: artificial)
        // Minimising the artificial variable is a level above every priority.
        var goal = Objective()
        goal.insert(row, times: Weight(1, at: .infinity))
        phaseOne = goal
        optimize(usingPhaseOne: true)
        let success = phaseOne?.constant.sign == 0
        phaseOne = nil
        if var basic = rows.remove(artificial) {
            if basic.isEmpty { return success }
            guard let entering = basic.firstSymbol(where: { $0.kind == .slack || $0.kind == .error }) else { return false }
            basic.solve(for: artificial, entering)
            substitute(entering, with: basic)
            rows.insert(basic, for: entering)
        }
        rows.erase(artificial)
        objective.remove(artificial)
        return success
    }

    /// Replaces `symbol` everywhere by what `row` says it equals.
    func substitute(_ symbol: Symbol, with row: Row) {
        for basic in rows.substitute(symbol, with: row) where basic.kind != .external { infeasible.append(basic) }
        objective.substitute(symbol, with: row)
        phaseOne?.substitute(symbol, with: row)
    }

    /// Primal simplex: pivots while a symbol can lower the objective (the phase-one one, or the
    /// real one). Entering and leaving symbols are the lowest-numbered candidates, so it cannot cycle.
    func optimize(usingPhaseOne: Bool = false) {
        while true {
            let target = usingPhaseOne ? (phaseOne ?? Objective()) : objective
            guard let entering = target.firstNegative(where: { $0.kind != .dummy }),
                  let leaving = leavingRow(entering: entering),
                  var row = rows.remove(leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows.insert(row, for: entering)
        }
    }

    /// The row that limits how far `entering` can grow: the least `-constant / coefficient` over
    /// rows of solver symbols where the coefficient is negative.
    func leavingRow(entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for symbol in rows.users(of: entering) where symbol.kind != .external {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) { best = (ratio, symbol) }
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's marker out of. First a redundant required equality
    /// that depends on it (a basic dummy): it takes over the removed one's job, and its dummy, now
    /// non-basic, stays zero, so it keeps holding. Else the tightest row where the marker's
    /// coefficient is negative, else positive, else an external variable's row.
    func leavingRow(for marker: Symbol) -> Symbol? {
        let users = rows.sortedUsers(of: marker)
        if let redundant = users.first(where: { $0.kind == .dummy }) { return redundant }
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var external: Symbol?
        for symbol in users {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                external = external ?? symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio { negative = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio { positive = (ratio, symbol) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    /// Dual simplex: after a suggested value, pivots infeasible rows back to feasibility while
    /// keeping the objective optimal.
    func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Weight, symbol: Symbol)?
            for symbol in row.symbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(for: symbol)
                guard coefficient > 0 else { continue }
                let ratio = objective.weight(for: symbol).scaled(by: 1 / coefficient)
                if best == nil || ratio.isLess(than: best!.ratio) { best = (ratio, symbol) }
            }
            guard let entering = best?.symbol else { continue }
            rows.remove(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows.insert(row, for: entering)
        }
    }

    /// Takes a removed constraint's error terms out of the objective.
    func removeErrorEffects(of constraint: Constraint, _ tag: Tag) {
        let weight = Weight(-1, at: constraint.strength.priority)
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, times: weight) } else { objective.insert(symbol, weight) }
        }
    }
}
