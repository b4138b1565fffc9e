@testable import IBEdit
import Testing

/// What `diff` reports for the edits people make, and what it costs when there are none.
@Suite struct DocumentDiffTests {
    static func changes(_ old: String, _ new: String) throws -> [DiffChange] {
        try DocumentDiff.changes(old: Array(old.utf8), oldPath: "old.storyboard", new: Array(new.utf8), newPath: "new.storyboard")
    }

    @Test func aDocumentEqualsItself() throws {
        #expect(try Self.changes(MergeFixture.base, MergeFixture.base).isEmpty)
    }

    @Test func swappingTwoSubviewsMovesOneOfThemByPosition() throws {
        let label = MergeFixture.base.range(of: "<label")!.lowerBound
        let button = MergeFixture.base.range(of: "<button")!.lowerBound
        let end = MergeFixture.base.range(of: "</subviews>")!.lowerBound
        let labelText = String(MergeFixture.base[label..<button]), buttonText = String(MergeFixture.base[button..<end])
        let swapped = MergeFixture.base.replacingCharacters(in: label..<end, with: buttonText.trimmingSuffixSpaces + "\n" + labelText)
        let moves = try Self.changes(MergeFixture.base, swapped).filter { $0.kind == .moved }
        #expect(moves.count == 1)
        #expect(moves.first.map { ["position 1", "position 2"].contains($0.old ?? "") && $0.old != $0.new } == true)
    }

    @Test func theMembersThatKeptTheirOrderAreTheLongestSuchRun() {
        #expect(KeptOrder.longest(from: ["a", "b", "c", "d", "e"], to: ["e", "a", "b", "c", "d"]) == ["a", "b", "c", "d"])
        #expect(KeptOrder.longest(from: ["a", "b", "c"], to: ["a", "b", "c"]) == ["a", "b", "c"])
        #expect(KeptOrder.longest(from: ["a", "b", "c", "d"], to: ["d", "c", "b", "a"]).count == 1)
        #expect(KeptOrder.longest(from: [String](), to: []).isEmpty)
    }

    @Test func aLongListReorderedIsDiffedWithoutAQuadraticTable() {
        let before = (0..<200_000).map(String.init)
        var after = before
        after.swapAt(10, 150_000)
        let kept = KeptOrder.longest(from: before, to: after)
        #expect(kept.count == 199_998)
    }
}

private extension String {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
