import IBFoundation

/// JUnit XML: one test suite per file, one failing test case per finding.
enum JUnitReporter {
    static func render(_ findings: [Diagnostic]) -> String {
        let byFile = Dictionary(grouping: findings, by: \.location.file)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = findings.filter { $0.severity != .note }.count
        out += "<testsuites name=\"ibkit check\" tests=\"\(findings.count)\" failures=\"\(failures)\">\n"
        for file in byFile.keys.sorted() {
            let entries = byFile[file] ?? []
            out += "    <testsuite name=\"\(escape(file))\" tests=\"\(entries.count)\" failures=\"\(entries.filter { $0.severity != .note }.count)\">\n"
            for finding in entries {
                let name = "\(finding.ruleID) \(finding.location.line):\(finding.location.column)"
                out += "        <testcase classname=\"\(escape(file))\" name=\"\(escape(name))\">\n"
                if finding.severity == .note {
                    out += "            <system-out>\(escape(finding.message))</system-out>\n"
                } else {
                    out += "            <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(finding.location.description))</failure>\n"
                }
                out += "        </testcase>\n"
            }
            out += "    </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
