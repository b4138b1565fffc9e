import Cassowary
@testable import IBLayout
import Testing

/// A conflict's minimal set is found within a budget of solver work: a document with many large
/// conflicts (a grid of fixed views in a frame too small for them) is reported, not solved for hours.
@Suite struct ConflictSetBudgetTests {
    /// `x0 == 0`, then `x(i+1) == x(i) + 1` for `n` steps, and the refused `xn == 0`.
    static func chain(_ n: Int) -> (broken: LayoutRule, accepted: [LayoutRule]) {
        let unknowns = (0...n).map { Variable("x\($0)") }
        var accepted = [LayoutRule(constraint: Expression(unknowns[0]) == Expression(constant: 0), origin: .rootFrame)]
        for index in 0..<n {
            accepted.append(LayoutRule(constraint: Expression(unknowns[index + 1]) == Expression(unknowns[index]) + 1, origin: .rootFrame))
        }
        return (LayoutRule(constraint: Expression(unknowns[n]) == Expression(constant: 0), origin: .rootFrame), accepted)
    }

    @Test func aConflictWithinTheBudgetGetsItsMinimalSet() {
        let (broken, accepted) = Self.chain(5)
        var budget = 1000
        #expect(ConflictSet.minimal(broken: broken, accepted: accepted, budget: &budget)?.count == 7, "every step of the chain and the rule refused")
        #expect(budget == 1000 - 6 - 6 * 7)
    }

    @Test func aConflictPastTheBudgetKeepsOnlyTheRuleRefused() {
        let (broken, accepted) = Self.chain(50)
        var budget = 100
        #expect(ConflictSet.minimal(broken: broken, accepted: accepted, budget: &budget) == nil)
    }
}
