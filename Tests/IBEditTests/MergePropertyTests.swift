import Foundation
@testable import IBEdit
import IBTestSupport
import IBXML
import PropertyBased
import Testing

/// Random edits on the two sides of a real document: the merge holds both, and merging a side
/// with itself or with the base gives that side.
@Suite struct MergePropertyTests {
    static let document = Corpus.bytes(Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard"))

    /// How many id-bearing elements the document has.
    static let elementCount: Int = {
        let tree = try! XMLTree.parse(document, path: "Main.storyboard")
        var count = 0
        tree.forEachElement(withAttribute: "id") { _, _ in count += 1 }
        return count
    }()

    /// The document with `userLabel`s set on the id-bearing elements that `picks` choose.
    static func edited(_ picks: [Int], label: String) -> [UInt8] {
        let tree = try! XMLTree.parse(document, path: "Main.storyboard")
        var elements: [XMLNodeID] = []
        tree.forEachElement(withAttribute: "id") { node, _ in elements.append(node) }
        for pick in picks { try! tree.setAttribute("userLabel", to: "\(label) \(pick)", of: elements[pick % elements.count]) }
        return CanonicalWriter.bytes(of: tree)
    }

    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        (try? DocumentDiff.changes(old: a, oldPath: "a", new: b, newPath: "b").isEmpty) ?? false
    }

    @Test func editsOnBothSidesToDifferentElementsAreAllKept() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...10_000).array(of: 1...4), Gen.int(in: 0...10_000).array(of: 1...4)) { ours, theirs in
            let count = Self.elementCount
            let theirsPicks = theirs.map { $0 % count }.filter { pick in !ours.contains { $0 % count == pick } }
            let oursBytes = Self.edited(ours.map { $0 % count }, label: "ours")
            let theirsBytes = Self.edited(theirsPicks, label: "theirs")
            let result = try DocumentMerge.merge(base: Self.document, ours: oursBytes, theirs: theirsBytes)
            #expect(result.conflicts.isEmpty, "\(result.conflicts)")
            let expected = Self.edited(ours.map { $0 % count }, label: "ours")
            let both = try XMLTree.parse(expected, path: "both")
            var elements: [XMLNodeID] = []
            both.forEachElement(withAttribute: "id") { node, _ in elements.append(node) }
            for pick in theirsPicks { try both.setAttribute("userLabel", to: "theirs \(pick)", of: elements[pick % elements.count]) }
            #expect(Self.equal(result.bytes, CanonicalWriter.bytes(of: both)))
        }
    }

    @Test func mergingASideWithItselfOrWithTheBaseGivesThatSide() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...10_000).array(of: 1...6)) { picks in
            let side = Self.edited(picks, label: "edit")
            let same = try DocumentMerge.merge(base: Self.document, ours: side, theirs: side)
            let fromTheirs = try DocumentMerge.merge(base: Self.document, ours: Self.document, theirs: side)
            let fromOurs = try DocumentMerge.merge(base: Self.document, ours: side, theirs: Self.document)
            #expect(same.bytes == side, "merge(B, X, X) = X, byte for byte")
            #expect(Self.equal(fromTheirs.bytes, side))
            #expect(Self.equal(fromOurs.bytes, side))
        }
    }
}
