import IBFoundation

/// The output formats of `ibkit check`.
public enum Reporter: String, CaseIterable, Sendable {
    /// `file:line:column: severity: message [rule-id]`, as Xcode and compilers print.
    case xcode
    /// A JSON array of findings.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), shown as annotations.
    case github
    /// JUnit XML, one test case per finding, for CI test dashboards.
    case junit

    /// The findings rendered in this format.
    public func render(_ findings: [Diagnostic]) -> String {
        switch self {
        case .xcode: XcodeReporter.render(findings)
        case .json: JSONReporter.render(findings)
        case .sarif: SARIFReporter.render(findings)
        case .github: GitHubReporter.render(findings)
        case .junit: JUnitReporter.render(findings)
        }
    }

    /// Hands the rendered findings to `out` without their last line break: one call per finding
    /// where the format is line-based, so that hundreds of thousands of findings are never held
    /// as one string; one call for formats that are a single document.
    public func write(_ findings: [Diagnostic], to out: (String) -> Void) {
        guard self == .xcode else {
            let text = render(findings)
            if !text.isEmpty { out(String(text.dropLast())) }
            return
        }
        for finding in findings { out(XcodeReporter.text(of: finding)) }
    }
}

/// Xcode's and compilers' `file:line:column: severity: message` lines.
enum XcodeReporter {
    static func render(_ findings: [Diagnostic]) -> String {
        var text = ""
        for finding in findings {
            text += Self.text(of: finding)
            text += "\n"
        }
        return text
    }

    /// One finding and its notes, a line each, without the last line break.
    static func text(of finding: Diagnostic) -> String {
        var text = "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        for note in finding.notes { text += "\n\(note.location): note: \(note.message)" }
        return text
    }
}

/// GitHub Actions annotations.
enum GitHubReporter {
    static func render(_ findings: [Diagnostic]) -> String {
        findings.map { finding in
            let command = switch finding.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
            let file = escape(finding.location.file, property: true)
            return "::\(command) file=\(file),line=\(finding.location.line),col=\(finding.location.column),title=\(finding.ruleID)::\(escape(finding.message, property: false))\n"
        }.joined()
    }

    /// Workflow-command escaping: `%`, CR and LF always; `:` and `,` inside properties.
    static func escape(_ text: String, property: Bool) -> String {
        var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        if property { result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return result
    }
}
