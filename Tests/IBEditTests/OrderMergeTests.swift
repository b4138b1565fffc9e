@testable import IBEdit
import Testing

/// How the members of a list keep both sides' insertions and one side's reordering.
@Suite struct OrderMergeTests {
    @Test func keepsBothSidesInsertionsAfterTheirPredecessors() {
        let merged = OrderMerge.merge(base: ["a", "b"], ours: ["a", "x", "b"], theirs: ["a", "b", "y"], keep: ["a", "b", "x", "y"])
        #expect(merged == ["a", "x", "b", "y"])
    }

    @Test func takesTheReorderingOfTheSideThatReordered() {
        let merged = OrderMerge.merge(base: ["a", "b", "c"], ours: ["a", "b", "c", "d"], theirs: ["c", "b", "a"], keep: ["a", "b", "c", "d"])
        #expect(merged == ["c", "d", "b", "a"], "d follows c, as on the side that added it")
    }

    @Test func dropsWhatIsNotKept() {
        let merged = OrderMerge.merge(base: ["a", "b"], ours: ["a"], theirs: ["a", "b", "c"], keep: ["a", "c"])
        #expect(merged == ["a", "c"])
    }
}
