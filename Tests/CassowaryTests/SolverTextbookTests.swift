import Cassowary
import Testing

/// The solver on the small systems the Cassowary papers and UIKit's priorities describe.
@Suite struct SolverTextbookTests {
    @Test func aRequiredEqualityFixesAVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 20)
        #expect(solver.value(of: x) == 20)
    }

    @Test func aWeakPreferenceGivesWayToARequiredSum() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add((x == 3).with(strength: .defaultLow))
        #expect(abs(solver.value(of: x) - 3) < 1e-9)
        #expect(abs(solver.value(of: y) - 7) < 1e-9)
    }

    @Test func inequalitiesBoundAPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 50).with(strength: .defaultHigh))
        #expect(solver.value(of: x) == 20)
    }

    @Test func theHigherPriorityWinsHoweverManyLowerOnesDisagree() throws {
        // With strengths summed into one number, 500 constraints at 250 (125,000) would outweigh one
        // at 750; UIKit satisfies priorities in order, and so does the solver.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<500 { try solver.add((x == 0).with(strength: .defaultLow)) }
        try solver.add((x == 10).with(strength: .defaultHigh))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func priority999OutweighsAnyAmountAt998() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<300 { try solver.add((x == 0).with(strength: Strength(998))) }
        try solver.add((x == 5).with(strength: Strength(999)))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }

    @Test func anUnsatisfiableRequiredConstraintIsNamedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 10)
        try solver.add(y == x + 5)
        let conflicting = Constraint(Expression(x) - 5, .lessOrEqual, name: "width <= 5 (line 42)")
        #expect(throws: SolverError.unsatisfiable(conflicting)) { try solver.add(conflicting) }
        #expect("\(SolverError.unsatisfiable(conflicting))".contains("width <= 5 (line 42)"))
        #expect(!solver.has(conflicting))
        try solver.add(x <= 20)
        try solver.add((x == 100).with(strength: .defaultLow))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 25)
    }

    @Test func removingAConstraintLetsTheNextStrongestDecide() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 10).with(strength: .defaultLow)
        let strong = (x == 20).with(strength: .defaultHigh)
        try solver.add(weak)
        try solver.add(strong)
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
        #expect(throws: SolverError.duplicateConstraint(weak)) { try solver.add(weak) }
    }

    @Test func editVariablesFollowSuggestedValuesWithinTheRequiredConstraints() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(right == left + width)
        try solver.add(width == 100)
        try solver.add(right <= 300)
        try solver.add(left >= 0)
        try solver.addEditVariable(left, strength: Strength(999))
        for (suggested, expected) in [(50.0, 50.0), (150, 150), (250, 200), (-20, 0), (120, 120)] {
            try solver.suggest(suggested, for: left)
            #expect(abs(solver.value(of: left) - expected) < 1e-9, "suggested \(suggested)")
            #expect(abs(solver.value(of: right) - (expected + 100)) < 1e-9)
        }
        #expect(throws: SolverError.requiredEditVariable(width)) { try solver.addEditVariable(width, strength: .required) }
        #expect(throws: SolverError.duplicateEditVariable(left)) { try solver.addEditVariable(left, strength: .defaultHigh) }
        try solver.removeEditVariable(left)
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.suggest(1, for: left) }
    }

    @Test func theMidpointExampleKeepsItsOrder() throws {
        // The Cassowary paper's example: a midpoint between two ends, dragged by its middle.
        let solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 0).with(strength: Strength(1)))
        try solver.add((right == 100).with(strength: Strength(1)))
        try solver.addEditVariable(middle, strength: Strength(999))
        try solver.suggest(90, for: middle)
        #expect(abs(solver.value(of: middle) - 90) < 1e-9)
        #expect(abs(solver.value(of: right) - 100) < 1e-9)
        #expect(abs(solver.value(of: left) - 80) < 1e-9)
        try solver.suggest(2, for: middle)
        #expect(abs(solver.value(of: middle) - 5) < 1e-9, "the ends keep 10 apart and xl stays >= 0")
        #expect(abs(solver.value(of: left)) < 1e-9)
    }

    @Test func aVariableIsDeterminedByAnyPriorityButNotByATieBreaker() throws {
        let solver = Solver()
        let fixed = Variable("fixed"), weak = Variable("weak"), free = Variable("free")
        try solver.add(Expression(fixed) == Expression(constant: 10))
        try solver.add((Expression(weak) == Expression(constant: 20)).with(strength: .defaultLow))
        try solver.add(Expression(free) >= Expression(constant: 0))
        #expect(solver.isDetermined(fixed))
        #expect(solver.isDetermined(weak))
        #expect(!solver.isDetermined(free))
        // A tie-breaker holds it, but does not decide it.
        try solver.addEditVariable(free, strength: .tieBreaker)
        try solver.suggest(5, for: free)
        #expect(solver.value(of: free) == 5)
        #expect(!solver.isDetermined(free))
    }

    @Test func aSizeHeldByHuggingAndCompressionResistanceIsDetermined() throws {
        // Both inequalities hold with equality. Added in this order the width's row keeps a free
        // slack, which a degenerate row (the room left at zero) stops; so no solution as good moves
        // the width: wider costs the hugging, narrower the compression resistance.
        let solver = Solver()
        let width = Variable("width"), x = Variable("x"), loose = Variable("loose")
        try solver.add((Expression(width) <= Expression(constant: 56)).with(strength: Strength(251)))
        try solver.add((Expression(width) >= Expression(constant: 56)).with(strength: Strength(750)))
        try solver.add(Expression(x) == Expression(constant: 8))
        try solver.add(x + width <= Expression(constant: 300))
        try solver.add((Expression(loose) >= Expression(constant: 56)).with(strength: Strength(750)))
        #expect(solver.determined([width, x, loose]) == [true, true, false])
    }
}
