import Cassowary

/// Finds a minimal set of required rules that cannot hold together (a deletion filter): every rule
/// of the set is needed for the contradiction, so the set is what a person has to look at.
enum ConflictSet {
    /// How many constraints the deletion filters of one solve may add to solvers, in all. The
    /// filter adds up to n × (n + 1) for n connected rules. The largest conflicts of the corpus and
    /// the shared apps connect 99 and 145 rules (about 21,000 additions), while a grid of 10 × 10
    /// fixed views in a frame too small for them (120 conflicts, each connected to every rule of
    /// the grid) took 106 seconds in a debug build, and one of 30 × 30 did not finish in ten minutes.
    static let budget = 200_000

    /// The minimal set, or nil when finding it would add more constraints than `budget` has left
    /// (what it adds is taken from `budget`, and finding the rules connected to `broken` counts
    /// as one addition per rule).
    static func minimal(broken: LayoutRule, accepted: [LayoutRule], budget: inout Int) -> [LayoutRule]? {
        guard budget >= accepted.count else { return nil }
        budget -= accepted.count
        var set = connected(to: broken, among: accepted)
        let cost = set.count * (set.count + 1)
        guard cost <= budget else { return nil }
        budget -= cost
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
            do { try solver.add(rule.constraint, permanently: true) } catch { return false }
        }
        return true
    }
}
