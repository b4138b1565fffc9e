/// Converts between the byte positions ibkit reports (1-based line, 1-based UTF-8 column) and
/// the editor's (0-based line, UTF-16 offset), over one version of a file's text.
public struct LineIndex: Sendable {
    /// The text's bytes.
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let starts: [Int]

    /// Indexes a text.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 10 { starts.append(i + 1) }
        self.starts = starts
    }

    /// Indexes a text.
    public init(text: String) { self.init(Array(text.utf8)) }

    /// The number of lines.
    public var lineCount: Int { starts.count }

    /// The byte offset of a 1-based line and byte column, clamped to the text.
    public func offset(line: Int, column: Int) -> Int {
        let lineIndex = min(max(line - 1, 0), starts.count - 1)
        return min(starts[lineIndex] + max(column - 1, 0), lineEnd(lineIndex))
    }

    /// The editor position of a byte offset.
    public func position(ofOffset offset: Int) -> LSP.Position {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var i = starts[low]
        while i < offset {
            let byte = bytes[i]
            // A four-byte sequence is two UTF-16 units; continuation bytes count nothing.
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return LSP.Position(line: low, character: units)
    }

    /// The editor position of a 1-based line and byte column.
    public func position(line: Int, column: Int) -> LSP.Position { position(ofOffset: offset(line: line, column: column)) }

    /// The byte offset of an editor position, clamped to its line.
    public func offset(of position: LSP.Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        var i = starts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        while i < end && units < position.character {
            let byte = bytes[i]
            units += byte >= 0xF0 ? 2 : 1
            i += 1
            while i < end && bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }

    /// The range from a byte offset to the end of the word, attribute value or line there: what
    /// an editor underlines for a finding.
    public func range(line: Int, column: Int) -> LSP.Range {
        let start = offset(line: line, column: column)
        let end = lineEnd(min(max(line - 1, 0), starts.count - 1))
        var stop = start
        if stop < end, bytes[stop] == UInt8(ascii: "<") {
            // An element: up to the end of its name.
            stop += 1
            while stop < end, !Self.isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: ">") { stop += 1 }
        } else {
            while stop < end, !Self.isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: "\""), bytes[stop] != UInt8(ascii: "("),
                  bytes[stop] != UInt8(ascii: ":") || stop == start { stop += 1 }
        }
        if stop == start { stop = end }
        return LSP.Range(start: position(ofOffset: start), end: position(ofOffset: stop))
    }

    /// The end of a 0-based line, before its line break.
    func lineEnd(_ lineIndex: Int) -> Int {
        var end = lineIndex + 1 < starts.count ? starts[lineIndex + 1] - 1 : bytes.count
        if end > starts[lineIndex], end - 1 < bytes.count, end > 0, bytes[end - 1] == 13 { end -= 1 }
        return max(end, starts[lineIndex])
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
}
