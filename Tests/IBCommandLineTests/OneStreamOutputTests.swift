import Foundation
import Testing

/// Standard output and standard error given one pipe (a terminal, `2>&1`, a CI log): every finding
/// stays on its own line and the summary comes last, however much was printed before it.
@Suite struct OneStreamOutputTests {
    @Test func theSummaryFollowsEveryFindingLineWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-one-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 200 dangling outlets: far more than one buffer of findings.
        let views = (0..<200).map { index in
            "<view contentMode=\"scaleToFill\" id=\"v\(index)\"><connections><outlet property=\"x\" destination=\"gone\(index)\" id=\"o\(index)\"/></connections></view>"
        }.joined(separator: "\n")
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(views)
        </objects>
        </document>
        """
        try document.write(to: folder.appendingPathComponent("Many.xib"), atomically: true, encoding: .utf8)
        let (status, output) = try GitMergeDriverTests.run([GitMergeDriverTests.ibkit, "check", "."], in: folder)
        #expect(status != 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("checked 1 document(s)") == true)
        for line in lines.dropLast() {
            #expect(line.hasPrefix("./Many.xib:"), "a line broken by the summary: \(line)")
        }
        #expect(lines.filter { $0.contains("error:") }.count == 200)
    }
}
