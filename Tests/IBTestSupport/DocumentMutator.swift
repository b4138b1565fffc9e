import Foundation

/// Damages a document's bytes the ways real files get damaged, deterministically from a seed:
/// cut short, bytes flipped, lines lost or doubled, hostile numbers, closing tags dropped, ids
/// swapped or duplicated, a scene (or a xib's top-level object) copied under fresh ids.
public struct DocumentMutator {
    /// One kind of damage.
    public enum Mutation: String, CaseIterable, Sendable {
        case truncated, flippedBytes, deletedLine, doubledLine, hostileNumber, droppedClosingTag, swappedIDs, duplicatedID, copiedScene, binary
    }

    /// Numbers no document should hold, and some that are merely huge.
    public static let hostileNumbers = ["inf", "-inf", "nan", "1e308", "-1e308", "999999999999", "1e-320", "", "12abc", "0x1p1023"]

    private var state: UInt64

    /// A mutator whose choices follow from `seed`.
    public init(seed: UInt64) { state = seed }

    /// SplitMix64: small, fast and the same on every machine.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when the bound is not positive).
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    /// The bytes damaged by `mutation`.
    public mutating func apply(_ mutation: Mutation, to bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        switch mutation {
        case .truncated:
            return Array(bytes.prefix(below(bytes.count)))
        case .flippedBytes:
            var damaged = bytes
            for _ in 0..<8 { damaged[below(damaged.count)] ^= UInt8(truncatingIfNeeded: 1 << below(8)) }
            return damaged
        case .deletedLine, .doubledLine:
            var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
            let index = below(lines.count)
            if mutation == .deletedLine { lines.remove(at: index) } else { lines.insert(lines[index], at: index) }
            return Array(lines.joined(separator: [10]))
        case .hostileNumber:
            return replacingValue(in: bytes, of: #" (x|y|width|height|constant|multiplier|priority|pointSize|red|alpha|spacing|numberOfLines|value)=""#,
                                  with: Self.hostileNumbers[below(Self.hostileNumbers.count)])
        case .droppedClosingTag:
            let text = String(decoding: bytes, as: UTF8.self)
            let tags = matches(of: #"</[A-Za-z]+>"#, in: text)
            guard !tags.isEmpty else { return bytes }
            var result = text
            result.removeSubrange(tags[below(tags.count)])
            return Array(result.utf8)
        case .swappedIDs, .duplicatedID:
            let text = String(decoding: bytes, as: UTF8.self)
            let ids = matches(of: #" id="[^"]*""#, in: text)
            guard ids.count >= 2 else { return bytes }
            let first = ids[below(ids.count)], second = ids[below(ids.count)]
            guard first != second else { return bytes }
            var result = text
            let (one, two) = (String(text[first]), String(text[second]))
            // Replace the later range first so the earlier one's indices stay valid.
            for (range, value) in [(first, mutation == .swappedIDs ? two : one), (second, one)].sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                result.replaceSubrange(range, with: value)
            }
            return Array(result.utf8)
        case .copiedScene:
            return copyingScene(in: bytes)
        case .binary:
            return (0..<max(64, bytes.count / 16)).map { _ in UInt8(truncatingIfNeeded: next()) }
        }
    }

    /// A scene, or a xib's top-level object, pasted again after itself with every id it declares
    /// (and every reference to one inside it) renamed: what a copy and paste in Interface
    /// Builder, or a merge that took both sides' scene, leaves.
    mutating func copyingScene(in bytes: [UInt8]) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        let trimmed = { (line: String) in line.drop { $0 == " " } }
        // Scenes in a storyboard; the children of the first `<objects>` in a xib.
        var starts = lines.indices.filter { trimmed(lines[$0]).hasPrefix("<scene ") }
        if starts.isEmpty, let objects = lines.firstIndex(where: { trimmed($0).hasPrefix("<objects>") }) {
            let level = indent(lines[objects]) + 4
            starts = lines.indices.filter { $0 > objects && indent(lines[$0]) == level && trimmed(lines[$0]).hasPrefix("<") && !trimmed(lines[$0]).hasPrefix("</") }
        }
        guard !starts.isEmpty else { return bytes }
        let start = starts[below(starts.count)]
        let level = indent(lines[start])
        var end = start
        if !lines[start].hasSuffix("/>") {
            guard let close = lines.indices.first(where: { $0 > start && indent(lines[$0]) == level && trimmed(lines[$0]).hasPrefix("</") }) else { return bytes }
            end = close
        }
        var block = lines[start...end].joined(separator: "\n")
        let ids = Set(matches(of: #"(?<= id=")[^"]+"#, in: block).map { String(block[$0]) })
        for (index, id) in ids.sorted().enumerated() {
            block = block.replacingOccurrences(of: "\"\(id)\"", with: "\"Cp\(index)-\(below(100))-copy\"")
        }
        lines.insert(block, at: end + 1)
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The bytes with the value of one attribute matched by `pattern` (which ends at the opening quote) replaced.
    mutating func replacingValue(in bytes: [UInt8], of pattern: String, with value: String) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let starts = matches(of: pattern, in: text)
        guard !starts.isEmpty else { return bytes }
        let start = starts[below(starts.count)].upperBound
        guard let end = text[start...].firstIndex(of: "\"") else { return bytes }
        var result = text
        result.replaceSubrange(start..<end, with: value)
        return Array(result.utf8)
    }

    func matches(of pattern: String, in text: String) -> [Range<String.Index>] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
    }
}
