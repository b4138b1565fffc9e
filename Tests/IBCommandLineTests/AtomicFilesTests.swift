import Foundation
import IBFoundation
import Testing

/// Several files replaced together: all of them, or, when one cannot be written, none.
@Suite struct AtomicFilesTests {
    @Test func aFileThatCannotBeWrittenLeavesTheOthersAsTheyWere() throws {
        let document = try CommandLineTests.temporaryFile("Main.storyboard", Array("before".utf8))
        let unwritable = (document as NSString).deletingLastPathComponent + "/no-such-folder/Code.swift"
        #expect(throws: (any Error).self) { try AtomicFile.write([(Array("after".utf8), document), (Array("code".utf8), unwritable)]) }
        #expect(try String(contentsOfFile: document, encoding: .utf8) == "before")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (document as NSString).deletingLastPathComponent)
        #expect(leftovers == ["Main.storyboard"])
    }

    @Test func everyFileIsReplacedWhenAllCanBe() throws {
        let first = try CommandLineTests.temporaryFile("A.xib", Array("a".utf8))
        let second = (first as NSString).deletingLastPathComponent + "/B.swift"
        try AtomicFile.write([(Array("new a".utf8), first), (Array("new b".utf8), second)])
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "new a" && String(contentsOfFile: second, encoding: .utf8) == "new b")
    }
}
