import Cassowary
import Testing

/// Properties that hold for every system: checked on many random systems made from a known
/// solution, so that each is feasible by construction. The generator is seeded, so a failure
/// names the seed that reproduces it.
@Suite struct SolverPropertyTests {
    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func integer(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// Random required constraints that all hold at `solution`, with random weaker wishes.
    static func system(seed: UInt64) -> (variables: [Variable], solution: [Double], required: [Constraint], wishes: [Constraint]) {
        var random = Random(state: seed)
        let variables = (0..<random.integer(2...8)).map { Variable("v\($0)") }
        let solution = variables.map { _ in Double(random.integer(-50...50)) }
        var required: [Constraint] = []
        for _ in 0..<random.integer(1...10) {
            var expression = Expression()
            var value = 0.0
            for (index, variable) in variables.enumerated() where random.integer(0...2) == 0 {
                let coefficient = Double(random.integer(-3...3))
                expression.add(variable, coefficient)
                value += coefficient * solution[index]
            }
            switch random.integer(0...2) {
            case 0: required.append(Constraint(expression - value, .equal))
            case 1: required.append(Constraint(expression - value - Double(random.integer(0...5)), .lessOrEqual))
            default: required.append(Constraint(expression - value + Double(random.integer(0...5)), .greaterOrEqual))
            }
        }
        let wishes = (0..<random.integer(0...6)).map { _ in
            (variables[random.integer(0...(variables.count - 1))] == Double(random.integer(-100...100))).with(strength: Strength(Double(random.integer(1...999))))
        }
        return (variables, solution, required, wishes)
    }

    static func holds(_ constraint: Constraint, in solver: Solver) -> Bool {
        let value = constraint.expression.value { solver.value(of: $0) }
        switch constraint.relation {
        case .equal: return abs(value) < 1e-6
        case .lessOrEqual: return value < 1e-6
        case .greaterOrEqual: return value > -1e-6
        }
    }

    @Test(arguments: 0..<300) func feasibleRequiredConstraintsAllHold(seed: UInt64) throws {
        let system = Self.system(seed: seed)
        let solver = Solver()
        try solver.add(system.wishes)
        try solver.add(system.required)
        for constraint in system.required { #expect(Self.holds(constraint, in: solver), "seed \(seed): \(constraint)") }
    }

    @Test(arguments: 0..<300) func removingConstraintsKeepsTheRestHolding(seed: UInt64) throws {
        let system = Self.system(seed: seed)
        let solver = Solver()
        try solver.add(system.required + system.wishes)
        let removed = system.required.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        for constraint in removed { try solver.remove(constraint) }
        for constraint in system.required where !removed.contains(constraint) {
            #expect(Self.holds(constraint, in: solver), "seed \(seed): \(constraint)")
        }
        #expect(solver.constraints.count == system.required.count + system.wishes.count - removed.count)
    }

    @Test(arguments: 0..<300) func addingPermanentlyChangesNoSolutionAndNoRefusal(seed: UInt64) throws {
        // A contradiction of the first variable's value makes some systems refuse a constraint.
        let system = Self.system(seed: seed)
        let contradiction = system.variables[0] == system.solution[0] + 1
        let constraints = system.wishes + system.required + [contradiction]
        let removable = Solver(), permanent = Solver()
        let refused = constraints.filter { (try? removable.add($0)) == nil }
        #expect(constraints.filter { (try? permanent.add($0, permanently: true)) == nil } == refused, "seed \(seed)")
        for variable in system.variables {
            #expect(abs(removable.value(of: variable) - permanent.value(of: variable)) < 1e-9, "seed \(seed): \(variable)")
        }
        #expect(removable.determined(system.variables) == permanent.determined(system.variables), "seed \(seed)")
    }

    @Test(arguments: 0..<200) func suggestedValuesNeverBreakRequiredConstraints(seed: UInt64) throws {
        let system = Self.system(seed: seed)
        var random = Random(state: seed &+ 1)
        let solver = Solver()
        try solver.add(system.required)
        let edited = system.variables[0]
        try solver.addEditVariable(edited, strength: Strength(900))
        for _ in 0..<5 {
            try solver.suggest(Double(random.integer(-200...200)), for: edited)
            for constraint in system.required { #expect(Self.holds(constraint, in: solver), "seed \(seed): \(constraint)") }
        }
    }

    @Test(arguments: 0..<200) func aContradictionIsRefusedAndTheSolverCarriesOn(seed: UInt64) throws {
        let system = Self.system(seed: seed)
        let solver = Solver()
        try solver.add(system.required)
        // v0 pinned by a required equality, then asked to be elsewhere.
        let pin = system.variables[0] == solver.value(of: system.variables[0])
        try solver.add(pin)
        let contradiction = system.variables[0] == solver.value(of: system.variables[0]) + 1
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction) }
        for constraint in system.required + [pin] { #expect(Self.holds(constraint, in: solver), "seed \(seed): \(constraint)") }
        // Without the pin, the same constraint is added or refused on its own merits, and the rest still hold.
        try solver.remove(pin)
        if (try? solver.add(contradiction)) != nil { #expect(Self.holds(contradiction, in: solver), "seed \(seed)") }
        for constraint in system.required { #expect(Self.holds(constraint, in: solver), "seed \(seed): \(constraint)") }
    }

    @Test(arguments: 0..<200) func anOptimumIsNoWorseThanTheKnownSolutionAtTheTopPriority(seed: UInt64) throws {
        // With one wish at one priority, the solver's error there is at most the known solution's.
        let system = Self.system(seed: seed)
        guard let wish = system.wishes.first else { return }
        let solver = Solver()
        try solver.add(system.required)
        try solver.add(wish)
        let index = system.variables.firstIndex { wish.expression.terms.first?.variable === $0 } ?? 0
        let known = abs(wish.expression.value { variable in system.solution[system.variables.firstIndex { $0 === variable } ?? index] })
        let found = abs(wish.expression.value { solver.value(of: $0) })
        #expect(found <= known + 1e-6, "seed \(seed): error \(found) > \(known)")
    }
}
