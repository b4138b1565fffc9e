import Foundation
import IBFoundation

/// A JSON array of findings with sorted keys, stable for diffs.
enum JSONReporter {
    static func render(_ findings: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(findings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
