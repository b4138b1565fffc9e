import Foundation
import IBFoundation

/// A JSON array of findings with sorted keys, stable for diffs.
///
/// Each finding names the ibkit that found it (`ibkitVersion`): the array stays the shape
/// scripts read (a reader that decodes findings ignores the extra key), and a report kept from
/// CI still says which ibkit made it.
enum JSONReporter {
    static func render(_ findings: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(findings.map(Versioned.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A finding with the version beside its own keys.
    private struct Versioned: Encodable {
        let finding: Diagnostic

        private enum Key: String, CodingKey { case ibkitVersion }

        func encode(to encoder: any Encoder) throws {
            try finding.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(IBKitVersion.current, forKey: .ibkitVersion)
        }
    }
}
