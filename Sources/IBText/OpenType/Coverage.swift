/// Sorted, non-overlapping ranges of glyph ids, each with a number, searched by halving: what
/// coverage tables and class definitions both read into.
struct GlyphRanges: Sendable {
    /// Glyphs `start...end`, and the range's number.
    struct Range: Sendable {
        var start: UInt16
        var end: UInt16
        var value: Int
    }

    let ranges: [Range]

    init(_ ranges: [Range]) { self.ranges = ranges.sorted { $0.start < $1.start } }

    /// The range holding the glyph, if any.
    func range(of glyph: UInt16) -> Range? {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if glyph < range.start { high = middle - 1 } else if glyph > range.end { low = middle + 1 } else { return range }
        }
        return nil
    }

    /// Format 2 of both tables: a count, then (start, end, number) records.
    static func records(_ table: FontBytes) throws -> GlyphRanges {
        let count = Int(try table.u16(2))
        try table.require(4, count: count, size: 6)
        return GlyphRanges(try (0..<count).map { index in
            let record = 4 + 6 * index
            let start = try table.u16(record), end = try table.u16(record + 2)
            guard start <= end else { throw FontError.damaged(table.table, "glyph range \(start)–\(end)") }
            return Range(start: start, end: end, value: Int(try table.u16(record + 4)))
        })
    }
}

/// An OpenType coverage table: which glyphs a subtable applies to, each with its index.
struct Coverage: Sendable {
    /// Each range's number is the coverage index of its first glyph.
    let ranges: GlyphRanges

    init(_ table: FontBytes) throws {
        switch try table.u16(0) {
        case 1:
            let count = Int(try table.u16(2))
            try table.require(4, count: count, size: 2)
            ranges = GlyphRanges(try (0..<count).map { index in
                let glyph = try table.u16(4 + 2 * index)
                return GlyphRanges.Range(start: glyph, end: glyph, value: index)
            })
        case 2:
            ranges = try GlyphRanges.records(table)
        case let format:
            throw FontError.damaged(table.table, "coverage format \(format)")
        }
    }

    /// The glyph's coverage index; nil when the glyph is not covered.
    func index(of glyph: UInt16) -> Int? {
        ranges.range(of: glyph).map { $0.value + Int(glyph - $0.start) }
    }
}

/// An OpenType class definition: each glyph's class, 0 for a glyph not listed.
struct ClassDefinition: Sendable {
    /// Each range's number is its glyphs' class.
    let ranges: GlyphRanges

    init(_ table: FontBytes) throws {
        switch try table.u16(0) {
        case 1:
            let first = Int(try table.u16(2)), count = Int(try table.u16(4))
            try table.require(6, count: count, size: 2)
            guard first + count <= 0x10000 else { throw FontError.damaged(table.table, "class array past glyph 65535") }
            ranges = GlyphRanges(try (0..<count).compactMap { index in
                let value = try table.u16(6 + 2 * index)
                return value == 0 ? nil : GlyphRanges.Range(start: UInt16(first + index), end: UInt16(first + index), value: Int(value))
            })
        case 2:
            ranges = try GlyphRanges.records(table)
        case let format:
            throw FontError.damaged(table.table, "class definition format \(format)")
        }
    }

    /// No classes: every glyph is class 0.
    init() { ranges = GlyphRanges([]) }

    /// The glyph's class.
    func value(of glyph: UInt16) -> UInt16 { UInt16(truncatingIfNeeded: ranges.range(of: glyph)?.value ?? 0) }
}
