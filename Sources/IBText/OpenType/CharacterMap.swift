/// A font's `cmap`: which glyph draws a character. Reads the Unicode subtable HarfBuzz and Core
/// Text prefer (full repertoire first, then the Basic Multilingual Plane, then a symbol font's),
/// in formats 0, 4, 6 and 12, into ranges searched by halving.
struct CharacterMap: Sendable {
    /// Characters `start...end` map to `character + delta` (modulo 65,536, as format 4 says).
    struct Range: Sendable {
        var start: UInt32
        var end: UInt32
        var delta: Int64
    }

    /// Sorted, non-overlapping ranges.
    private(set) var ranges: [Range] = []
    /// Characters whose glyphs a format-4 glyph array gives one by one.
    private(set) var singles: [UInt32: UInt16] = [:]
    /// Whether the map is a symbol font's (platform 3, encoding 0), whose characters sit at U+F000.
    private(set) var isSymbol = false

    /// The subtables in the order they are preferred: (platform, encoding).
    static let preference: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0), (3, 0)]

    init(_ table: FontBytes) throws {
        let count = Int(try table.u16(2))
        try table.require(4, count: count, size: 8)
        var candidates: [(rank: Int, offset: Int, symbol: Bool)] = []
        for index in 0..<count {
            let record = 4 + 8 * index
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            guard let rank = Self.preference.firstIndex(where: { $0 == (platform, encoding) }) else { continue }
            let offset = Int(try table.u32(record + 4))
            let format = try table.u16(offset)
            guard [0, 4, 6, 12].contains(format) else { continue }
            candidates.append((rank, offset, platform == 3 && encoding == 0))
        }
        guard let chosen = candidates.min(by: { $0.rank < $1.rank }) else { throw FontError.damaged("cmap", "no Unicode subtable") }
        isSymbol = chosen.symbol
        let subtable = try table.at(chosen.offset)
        switch try subtable.u16(0) {
        case 0: try readFormat0(subtable)
        case 4: try readFormat4(subtable)
        case 6: try readFormat6(subtable)
        default: try readFormat12(subtable)
        }
        ranges.sort { $0.start < $1.start }
    }

    /// The glyph of a character; 0 (`.notdef`) when the font has none.
    func glyph(for scalar: UInt32) -> UInt16 {
        if let glyph = singles[scalar] { return glyph }
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if scalar < range.start { high = middle - 1 } else if scalar > range.end { low = middle + 1 } else {
                return UInt16(truncatingIfNeeded: Int64(scalar) + range.delta)
            }
        }
        // A symbol font maps its characters at U+F000 and above; documents write them in ASCII.
        if isSymbol, scalar < 0x100 { return glyph(for: scalar + 0xF000) }
        return 0
    }

    private mutating func readFormat0(_ subtable: FontBytes) throws {
        try subtable.require(6, count: 256, size: 1)
        for code in 0..<256 {
            let glyph = try subtable.u8(6 + code)
            if glyph != 0 { singles[UInt32(code)] = UInt16(glyph) }
        }
    }

    private mutating func readFormat4(_ subtable: FontBytes) throws {
        let segments = Int(try subtable.u16(6)) / 2
        let ends = 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        try subtable.require(ends, count: segments, size: 8)
        // Segments do not overlap in a sound font, so they list at most 65,536 codes in all: more is
        // a hostile table that would make the loop below run for billions of turns.
        var listedCodes = 0
        for index in 0..<segments {
            let end = UInt32(try subtable.u16(ends + 2 * index)), start = UInt32(try subtable.u16(starts + 2 * index))
            let delta = Int64(try subtable.i16(deltas + 2 * index))
            let rangeOffset = Int(try subtable.u16(rangeOffsets + 2 * index))
            guard start <= end, !(start == 0xFFFF && end == 0xFFFF) else { continue }
            if rangeOffset == 0 {
                ranges.append(Range(start: start, end: end, delta: delta))
                continue
            }
            listedCodes += Int(end - start) + 1
            guard listedCodes <= 0x10000 else { throw FontError.damaged("cmap", "overlapping segments") }
            // Glyphs listed one by one, found relative to this segment's idRangeOffset entry.
            for code in start...end {
                let address = rangeOffsets + 2 * index + rangeOffset + 2 * Int(code - start)
                let listed = Int(try subtable.u16(address))
                if listed != 0 { singles[code] = UInt16(truncatingIfNeeded: Int64(listed) + delta) }
            }
        }
    }

    private mutating func readFormat6(_ subtable: FontBytes) throws {
        let first = UInt32(try subtable.u16(6)), count = Int(try subtable.u16(8))
        try subtable.require(10, count: count, size: 2)
        for index in 0..<count {
            let glyph = try subtable.u16(10 + 2 * index)
            if glyph != 0 { singles[first + UInt32(index)] = glyph }
        }
    }

    private mutating func readFormat12(_ subtable: FontBytes) throws {
        let count = Int(try subtable.u32(12))
        try subtable.require(16, count: count, size: 12)
        for index in 0..<count {
            let record = 16 + 12 * index
            let start = try subtable.u32(record), end = try subtable.u32(record + 4), glyph = try subtable.u32(record + 8)
            guard start <= end, end <= 0x10FFFF else { throw FontError.damaged("cmap", "group \(start)–\(end)") }
            ranges.append(Range(start: start, end: end, delta: Int64(glyph) - Int64(start)))
        }
    }
}
