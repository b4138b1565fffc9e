import IBFoundation

/// Git's conflict markers left in a document: a file that does not parse because a merge left
/// `<<<<<<<` blocks in it is reported as that, not as the XML error the markers cause.
public enum ConflictMarkers {
    /// The 1-based line of the first `<<<<<<<` marker line, if any.
    public static func firstLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker = Array("<<<<<<<".utf8)
        var line = 1
        var atLineStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart, byte == marker[0], index + marker.count <= bytes.count,
               (0..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }),
               index + marker.count == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[index + marker.count]) {
                return line
            }
            atLineStart = byte == 0x0A
            if byte == 0x0A { line += 1 }
            index += 1
        }
        return nil
    }

    /// The error for a document left with markers at `line`.
    public static func error(path: String, line: Int) -> DocumentError {
        DocumentError(location: SourceLocation(file: path, line: line, column: 1),
                      message: "unresolved merge conflict at line \(line): keep one side of each <<<<<<< … >>>>>>> block and delete the marker lines")
    }
}
