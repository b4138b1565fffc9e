import Foundation
import IBCheck
import IBFoundation
import Testing

/// Each reporter renders the same two findings in its format.
@Suite struct ReporterTests {
    static let findings = [
        Diagnostic(ruleID: "outlet-missing", severity: .error, message: "outlet 'x' is missing, \"quoted\"",
                   location: SourceLocation(file: "App/Main.storyboard", line: 12, column: 17, objectID: "abc-12-xyz"),
                   notes: [.init(message: "declared here", location: SourceLocation(file: "App/A.swift", line: 3, column: 5))]),
        Diagnostic(ruleID: "identifier-unused", severity: .note, message: "storyboard ID 'A' is not used", location: SourceLocation(file: "App/Main.storyboard", line: 20, column: 9)),
    ]

    @Test func xcodeLinesEndWithTheRuleID() {
        #expect(Reporter.xcode.render(Self.findings) == """
        App/Main.storyboard:12:17: error: outlet 'x' is missing, "quoted" [outlet-missing]
        App/A.swift:3:5: note: declared here
        App/Main.storyboard:20:9: note: storyboard ID 'A' is not used [identifier-unused]

        """)
    }

    @Test func githubAnnotationsEscapeProperties() {
        #expect(Reporter.github.render(Self.findings) == """
        ::error file=App/Main.storyboard,line=12,col=17,title=outlet-missing::outlet 'x' is missing, "quoted"
        ::notice file=App/Main.storyboard,line=20,col=9,title=identifier-unused::storyboard ID 'A' is not used

        """)
    }

    @Test func sarifIsVersion210WithRulesAndRegions() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Reporter.sarif.render(Self.findings).utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.count == RuleRegistry.all.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "note"])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 12, "startColumn": 17])
    }

    @Test func junitCountsFailuresAndEscapes() {
        let xml = Reporter.junit.render(Self.findings)
        #expect(xml.contains("<testsuites name=\"ibkit check\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("message=\"outlet &apos;x&apos; is missing, &quot;quoted&quot;\"") || xml.contains("message=\"outlet 'x' is missing, &quot;quoted&quot;\""))
        #expect((try? XMLDocumentCheck.parse(xml)) == true)
    }

    @Test func jsonFindingsNameTheIbkitThatFoundThem() throws {
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(Reporter.json.render(Self.findings).utf8)) as? [[String: Any]])
        #expect(!objects.isEmpty && objects.allSatisfy { $0["ibkitVersion"] as? String == IBKitVersion.current })
    }

    @Test func jsonDecodesBack() throws {
        let decoded = try JSONDecoder().decode([Diagnostic].self, from: Data(Reporter.json.render(Self.findings).utf8))
        #expect(decoded == Self.findings)
    }
}

/// Well-formedness through Foundation's parser.
enum XMLDocumentCheck {
    static func parse(_ text: String) throws -> Bool {
        #if canImport(FoundationXML)
        return FoundationXML.XMLParser(data: Data(text.utf8)).parse()
        #else
        return XMLParser(data: Data(text.utf8)).parse()
        #endif
    }
}
#if canImport(FoundationXML)
import FoundationXML
#endif
