import IBFoundation
import IBXML

/// One attribute both sides set differently.
struct AttributeClash {
    let name: String
    let base: String?
    let ours: String?
    let theirs: String?
}

/// What a conflict looks like in the written file: diff3-style markers around the smallest
/// piece that differs, either one start tag (attributes) or one element.
enum ConflictBlock {
    /// An element as each side has it (a missing side: deleted there).
    case element([Side: XMLElementValue])
    /// Attributes of one element: the start tag is written once per side.
    case attributes([AttributeClash])

    /// The comment that stands in for an element block until the markers are written.
    static func placeholder(_ index: Int) -> String { "⟪ibkit-conflict-\(index)⟫" }

    /// The attribute value that stands in for a clash until the markers are written.
    static func sentinel(_ index: Int) -> String { "⟪ibkit-conflict-\(index)⟫" }

    /// The labels written after the markers.
    struct Labels: Sendable {
        var ours = "ours"
        var base = "base"
        var theirs = "theirs"
    }

    /// Replaces every placeholder line of canonically written `bytes` with its marker block; also
    /// gives the line of each block's `<<<<<<<`, by block index.
    static func write(_ bytes: [UInt8], blocks: [ConflictBlock], format: XcodeFormat, labels: Labels) throws(DocumentError)
        -> (bytes: [UInt8], markerLines: [Int: Int]) {
        guard !blocks.isEmpty else { return (bytes, [:]) }
        var markerLines: [Int: Int] = [:]
        var line = 1
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1024)
        for piece in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let text = String(decoding: piece, as: UTF8.self)
            guard let index = blockIndex(in: text) else {
                out.append(contentsOf: piece)
                out.append(0x0A)
                line += 1
                continue
            }
            var sides: [[UInt8]] = []
            switch blocks[index] {
            case .element(let versions):
                let depth = text.prefix { $0 == " " }.count / 4
                for side in [Side.ours, .base, .theirs] {
                    if let element = versions[side] {
                        var written = try CanonicalWriter.bytes(ofElement: element, depth: depth, format: format)
                        written.append(0x0A)
                        sides.append(written)
                    } else {
                        sides.append([])
                    }
                }
            case .attributes(let clashes):
                for pick in [\AttributeClash.ours, \.base, \.theirs] {
                    var side = text
                    for clash in clashes {
                        let placeholder = " \(clash.name)=\"\(sentinel(index))\""
                        var replacement: [UInt8] = []
                        if let value = clash[keyPath: pick] {
                            replacement.append(contentsOf: " \(clash.name)=\"".utf8)
                            XMLEscaping.appendAttributeValue(value, to: &replacement, format: format)
                            replacement.append(UInt8(ascii: "\""))
                        }
                        side = side.replacingFirst(placeholder, with: String(decoding: replacement, as: UTF8.self))
                    }
                    sides.append(Array((side + "\n").utf8))
                }
            }
            markerLines[index] = line
            line += 4 + sides.reduce(0) { total, side in total + side.count(where: { $0 == 0x0A }) }
            out.append(contentsOf: "<<<<<<< \(labels.ours)\n".utf8)
            out.append(contentsOf: sides[0])
            out.append(contentsOf: "||||||| \(labels.base)\n".utf8)
            out.append(contentsOf: sides[1])
            out.append(contentsOf: "=======\n".utf8)
            out.append(contentsOf: sides[2])
            out.append(contentsOf: ">>>>>>> \(labels.theirs)\n".utf8)
        }
        // Every piece got a line break; the last piece (empty after a final one) must not.
        out.removeLast()
        return (out, markerLines)
    }

    private static func blockIndex(in line: String) -> Int? {
        guard let start = line.range(of: "⟪ibkit-conflict-") else { return nil }
        let digits = line[start.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
