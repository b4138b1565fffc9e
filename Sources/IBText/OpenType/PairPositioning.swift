/// GPOS pair adjustment (lookup type 2, formats 1 and 2): what kerning adds to the advances of
/// two glyphs side by side. Only the horizontal advances are kept; placements move ink, not the
/// width of a run, and device tables apply at hinted sizes only.
struct PairPositioning: Sendable {
    /// The advances a pair adds to its first and second glyph.
    struct Adjustment: Sendable, Equatable {
        var first: Int16
        var second: Int16
    }

    /// One subtable.
    enum Subtable: Sendable {
        /// Format 1: per covered first glyph, its second glyphs sorted, with their adjustments.
        case glyphs(Coverage, [[(glyph: UInt16, adjustment: Adjustment)]])
        /// Format 2: the adjustment of each pair of classes, row by first class.
        /// (Empty values when neither glyph has a value record: every pair adds nothing.)
        case classes(Coverage, first: ClassDefinition, second: ClassDefinition, counts: (first: Int, second: Int), values: [Adjustment])
    }

    let subtables: [Subtable]
    /// Whether the second glyph has a value record, which makes the pair consume it.
    let consumesSecond: [Bool]

    init(_ lookup: LayoutLookups.Lookup) throws {
        var subtables: [Subtable] = [], consumes: [Bool] = []
        for table in lookup.subtables {
            let format = try table.u16(0)
            let coverage = try Coverage(try table.at(Int(try table.u16(2))))
            let format1 = try table.u16(4), format2 = try table.u16(6)
            let size1 = Self.recordSize(format1), size2 = Self.recordSize(format2)
            switch format {
            case 1:
                let count = Int(try table.u16(8))
                try table.require(10, count: count, size: 2)
                let sets = try (0..<count).map { index -> [(glyph: UInt16, adjustment: Adjustment)] in
                    let set = try table.at(Int(try table.u16(10 + 2 * index)))
                    let pairs = Int(try set.u16(0)), size = 2 + size1 + size2
                    try set.require(2, count: pairs, size: size)
                    return try (0..<pairs).map { pair in
                        let record = 2 + size * pair
                        return (try set.u16(record), Adjustment(first: try Self.advance(set, at: record + 2, format: format1),
                                                                 second: try Self.advance(set, at: record + 2 + size1, format: format2)))
                    }.sorted { $0.glyph < $1.glyph }
                }
                subtables.append(.glyphs(coverage, sets))
            case 2:
                let first = try ClassDefinition(try table.at(Int(try table.u16(8))))
                let second = try ClassDefinition(try table.at(Int(try table.u16(10))))
                let firstCount = Int(try table.u16(12)), secondCount = Int(try table.u16(14))
                let size = size1 + size2
                try table.require(16, count: firstCount * secondCount, size: size)
                var values: [Adjustment] = []
                // Records of no bytes fit any count: 65,535² of them are no reason to loop.
                let records = size == 0 ? 0 : firstCount * secondCount
                values.reserveCapacity(records)
                for index in 0..<records {
                    let record = 16 + size * index
                    values.append(Adjustment(first: try Self.advance(table, at: record, format: format1),
                                             second: try Self.advance(table, at: record + size1, format: format2)))
                }
                subtables.append(.classes(coverage, first: first, second: second, counts: (firstCount, secondCount), values: values))
            default:
                throw FontError.damaged("GPOS", "pair adjustment format \(format)")
            }
            consumes.append(format2 != 0)
        }
        self.subtables = subtables
        consumesSecond = consumes
    }

    /// The adjustment of the pair and whether the pair consumes the second glyph; nil when no
    /// subtable applies. A class-based subtable applies to every covered first glyph (with a zero
    /// adjustment for class 0), so later subtables never see that pair, as HarfBuzz has it.
    func adjustment(_ first: UInt16, _ second: UInt16) -> (Adjustment, consumesSecond: Bool)? {
        for (index, subtable) in subtables.enumerated() {
            switch subtable {
            case .glyphs(let coverage, let sets):
                guard let covered = coverage.index(of: first), covered < sets.count else { continue }
                let set = sets[covered]
                var low = 0, high = set.count - 1
                while low <= high {
                    let middle = (low + high) / 2
                    if set[middle].glyph < second { low = middle + 1 } else if set[middle].glyph > second { high = middle - 1 } else {
                        return (set[middle].adjustment, consumesSecond[index])
                    }
                }
            case .classes(let coverage, let firstClasses, let secondClasses, let counts, let values):
                guard coverage.index(of: first) != nil else { continue }
                let row = Int(firstClasses.value(of: first)), column = Int(secondClasses.value(of: second))
                guard row < counts.first, column < counts.second else { continue }
                let value = values.isEmpty ? Adjustment(first: 0, second: 0) : values[row * counts.second + column]
                return (value, consumesSecond[index])
            }
        }
        return nil
    }

    /// Bytes in a value record of this format: two per field set among the low eight bits.
    static func recordSize(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// The record's horizontal advance (bit 2), after the placements before it.
    static func advance(_ table: FontBytes, at offset: Int, format: UInt16) throws -> Int16 {
        guard format & 0x4 != 0 else { return 0 }
        return try table.i16(offset + 2 * (format & 0x3).nonzeroBitCount)
    }
}
