@testable import Cassowary
import Testing

/// Constraints added permanently: they cannot be removed, and a required equality among them
/// leaves no marker in the tableau, so a long chain of them keeps every row short.
@Suite struct SolverPermanentConstraintTests {
    @Test func aPermanentConstraintCannotBeRemoved() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 10
        try solver.add(pin, permanently: true)
        #expect(throws: SolverError.permanentConstraint(pin)) { try solver.remove(pin) }
        #expect(solver.has(pin))
        #expect(solver.value(of: x) == 10)
        let contradiction = x == 11
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction, permanently: true) }
        #expect(!solver.has(contradiction))
    }

    @Test func aRedundantPermanentEqualityIsAcceptedAndARemovableOneStillRemoves() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10, permanently: true)
        try solver.add(y == x + 5, permanently: true)
        let redundant = y == 15
        try solver.add(redundant, permanently: true)
        let removable = x + y == 25
        try solver.add(removable)
        try solver.remove(removable)
        #expect(solver.value(of: y) == 15)
        #expect(solver.determined([x, y]) == [true, true])
    }

    /// Edges placed one below the other, each view's height fixed only after the chain (the order
    /// a document gives: the superview's constraints, then each view's own); returns the last edge.
    static func chain(_ count: Int, permanently: Bool, sized: Bool = true) throws -> (solver: Solver, bottom: Variable) {
        let solver = Solver()
        let tops = (0...count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("height\($0)") }
        try solver.add(tops[0] == 0, permanently: permanently)
        for index in 0..<count { try solver.add(tops[index + 1] == tops[index] + heights[index], permanently: permanently) }
        for index in 0..<count where sized { try solver.add(heights[index] == 20, permanently: permanently) }
        return (solver, tops[count])
    }

    static func longestRow(_ solver: Solver) -> Int { solver.rows.all.map(\.row.terms.count).max() ?? 0 }

    @Test func aChainsEdgesStayOffTheBasisSoNoRowRunsThroughTheLinksAbove() throws {
        // Of `top₂` and `height₁`, which no row uses yet, the height is solved for; had the edge
        // been, its row would hold every height above it.
        let links = try Self.chain(300, permanently: true, sized: false)
        #expect(Self.longestRow(links.solver) <= 2)
    }

    @Test func aChainOfPermanentEqualitiesKeepsItsRowsShort() throws {
        let count = 300
        let permanent = try Self.chain(count, permanently: true), removable = try Self.chain(count, permanently: false)
        // Each removable equality's marker stays in every row solved through it.
        #expect(Self.longestRow(removable.solver) > count)
        #expect(Self.longestRow(permanent.solver) == 0)
        #expect(permanent.solver.value(of: permanent.bottom) == Double(20 * count))
        #expect(removable.solver.value(of: removable.bottom) == Double(20 * count))
    }

    @Test(arguments: [false, true])
    func aRefusedConstraintThatNeededPhaseOneLeavesTheSolverAsIfNeverAsked(permanently: Bool) throws {
        // x + y = 10 with both at least 0 cannot give x − y ≥ 20. The last row has no variable of
        // its own to solve for, so phase one pivots the tableau before it fails, and must put it back.
        let x = Variable("x"), y = Variable("y")
        let asked = Solver(), untouched = Solver()
        for solver in [asked, untouched] {
            try solver.add([x >= 0, y >= 0], permanently: permanently)
            try solver.add(x + y == 10, permanently: permanently)
            try solver.add((x == 2.0).with(strength: .defaultLow))
        }
        let beyond = x - y >= 20
        #expect(throws: SolverError.unsatisfiable(beyond)) { try asked.add(beyond, permanently: permanently) }
        #expect(!asked.has(beyond))
        for solver in [asked, untouched] {
            try solver.addEditVariable(y, strength: .defaultHigh)
            try solver.suggest(12, for: y)
        }
        #expect(asked.value(of: x) == untouched.value(of: x) && asked.value(of: y) == untouched.value(of: y))
        #expect(asked.value(of: x) == 0 && asked.value(of: y) == 10)
        // The same basis, but for the ids the refused constraint used up.
        #expect(asked.rows.all.map(\.basic.kind) == untouched.rows.all.map(\.basic.kind))
        #expect(asked.rows.all.map(\.row.terms.count) == untouched.rows.all.map(\.row.terms.count))
    }
}
