/// The `kern` table's pair kerning (format 0 subtables, in the OpenType and the older Apple
/// header): what fonts without GPOS kerning kern with.
struct KerningTable: Sendable {
    /// Kerning by pair (first glyph in the high 16 bits), summed over the horizontal subtables.
    let pairs: [UInt32: Int]

    init(_ table: FontBytes) throws {
        var pairs: [UInt32: Int] = [:]
        let apple = try table.u16(0) == 1
        let count = apple ? Int(try table.u32(4)) : Int(try table.u16(2))
        var offset = apple ? 8 : 4
        for _ in 0..<min(count, 64) {
            let length: Int, coverage: UInt16, header: Int
            if apple {
                length = Int(try table.u32(offset))
                coverage = try table.u16(offset + 4)
                header = 8
            } else {
                length = Int(try table.u16(offset + 2))
                coverage = try table.u16(offset + 4)
                header = 6
            }
            // OpenType: format in the high byte, horizontal in bit 0, minimum and cross-stream in
            // bits 1 and 2. Apple: format in the low byte, vertical, cross-stream and variation in
            // the high bits.
            let format = apple ? coverage & 0xFF : coverage >> 8
            let horizontal = apple ? coverage & 0xE000 == 0 : coverage & 0x7 == 0x1
            if format == 0, horizontal {
                let subtable = try table.at(offset + header)
                let count = Int(try subtable.u16(0))
                try subtable.require(8, count: count, size: 6)
                for index in 0..<count {
                    let record = 8 + 6 * index
                    let key = UInt32(try subtable.u16(record)) << 16 | UInt32(try subtable.u16(record + 2))
                    pairs[key, default: 0] += Int(try subtable.i16(record + 4))
                }
            }
            // A 16-bit length overflows in large subtables: the last subtable's length does not matter.
            guard length > 0 else { break }
            offset += length
        }
        self.pairs = pairs
    }

    /// The kerning between two glyphs, in font units.
    func kerning(_ first: UInt16, _ second: UInt16) -> Int { pairs[UInt32(first) << 16 | UInt32(second)] ?? 0 }
}
