/// Converts byte offsets to 1-based line and column numbers.
enum LineTable {
    /// The offset of the first byte of every line.
    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(Int32(offset + 1))
        }
        return starts
    }

    /// The line and column of `offset`; columns count bytes.
    static func position(of offset: Int, in starts: [Int32]) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - Int(starts[low]) + 1)
    }
}
