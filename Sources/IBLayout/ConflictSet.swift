import Cassowary

/// Finds a minimal set of required rules that cannot hold together (a deletion filter): every rule
/// of the set is needed for the contradiction, so the set is what a person has to look at.
enum ConflictSet {
    static func minimal(broken: LayoutRule, accepted: [LayoutRule]) -> [LayoutRule] {
        var set = connected(to: broken, among: accepted)
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if isFeasible(trial + [broken]) { index += 1 } else { set = trial }
        }
        return set + [broken]
    }

    /// The rules that share unknowns with `rule`, directly or through other rules.
    static func connected(to rule: LayoutRule, among rules: [LayoutRule]) -> [LayoutRule] {
        var reached = Set(rule.constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var included = [Bool](repeating: false, count: rules.count)
        var changed = true
        while changed {
            changed = false
            for (index, candidate) in rules.enumerated() where !included[index] {
                let variables = candidate.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                included[index] = true
                reached.formUnion(variables)
                changed = true
            }
        }
        return rules.indices.filter { included[$0] }.map { rules[$0] }
    }

    static func isFeasible(_ rules: [LayoutRule]) -> Bool {
        let solver = Solver()
        for rule in rules {
            do { try solver.add(rule.constraint) } catch { return false }
        }
        return true
    }
}
