import Foundation
import IBFoundation

/// SARIF 2.1.0: one run of the ibkit tool, its rules, and one result per finding.
enum SARIFReporter {
    struct Log: Encodable {
        var version = "2.1.0"
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "ibkit"
        var version = IBKitVersion.current
        var informationUri = "https://github.com/ibkit/ibkit"
        var rules: [RuleEntry]
    }
    struct RuleEntry: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var properties: Properties?
    }
    /// SARIF's property bag: the target the finding was judged in.
    struct Properties: Encodable { var target: String }
    struct Location: Encodable {
        var physicalLocation: Physical
        var message: Text?
    }
    struct Physical: Encodable { var artifactLocation: Artifact; var region: Region }
    struct Artifact: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }

    static func level(_ severity: Severity) -> String {
        switch severity { case .error: "error"; case .warning: "warning"; case .note: "note" }
    }

    static func location(_ location: SourceLocation, message: String? = nil) -> Location {
        var uri = location.file
        if uri.hasPrefix("./") { uri.removeFirst(2) }
        return Location(physicalLocation: Physical(artifactLocation: Artifact(uri: uri), region: Region(startLine: location.line, startColumn: location.column)),
                        message: message.map(Text.init))
    }

    static func render(_ findings: [Diagnostic]) -> String {
        let rules = RuleRegistry.all.map { rule in
            let description = rule.description
            return RuleEntry(id: description.id, shortDescription: Text(text: description.summary), fullDescription: Text(text: description.rationale),
                             defaultConfiguration: Configuration(level: level(description.severity)))
        }
        let results = findings.map { finding in
            Result(ruleId: finding.ruleID, level: level(finding.severity), message: Text(text: finding.message),
                   locations: [location(finding.location)],
                   relatedLocations: finding.notes.isEmpty ? nil : finding.notes.map { location($0.location, message: $0.message) },
                   properties: finding.target.map(Properties.init(target:)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
