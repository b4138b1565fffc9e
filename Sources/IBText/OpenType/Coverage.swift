/// An OpenType coverage table (which glyphs a subtable applies to, each with its index), read
/// into sorted ranges.
struct Coverage: Sendable {
    /// Glyphs `start...end` have coverage indices from `index`.
    struct Range: Sendable {
        var start: UInt16
        var end: UInt16
        var index: Int
    }

    let ranges: [Range]

    init(_ table: FontBytes) throws {
        switch try table.u16(0) {
        case 1:
            let count = Int(try table.u16(2))
            try table.require(4, count: count, size: 2)
            ranges = try (0..<count).map { index in
                let glyph = try table.u16(4 + 2 * index)
                return Range(start: glyph, end: glyph, index: index)
            }.sorted { $0.start < $1.start }
        case 2:
            let count = Int(try table.u16(2))
            try table.require(4, count: count, size: 6)
            ranges = try (0..<count).map { index in
                let record = 4 + 6 * index
                let start = try table.u16(record), end = try table.u16(record + 2)
                guard start <= end else { throw FontError.damaged(table.table, "coverage range \(start)–\(end)") }
                return Range(start: start, end: end, index: Int(try table.u16(record + 4)))
            }.sorted { $0.start < $1.start }
        case let format:
            throw FontError.damaged(table.table, "coverage format \(format)")
        }
    }

    /// The glyph's coverage index; nil when the glyph is not covered.
    func index(of glyph: UInt16) -> Int? {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if glyph < range.start { high = middle - 1 } else if glyph > range.end { low = middle + 1 } else {
                return range.index + Int(glyph - range.start)
            }
        }
        return nil
    }
}

/// An OpenType class definition (each glyph's class; 0 for a glyph not listed), read into ranges.
struct ClassDefinition: Sendable {
    struct Range: Sendable {
        var start: UInt16
        var end: UInt16
        var value: UInt16
    }

    let ranges: [Range]

    init(_ table: FontBytes) throws {
        switch try table.u16(0) {
        case 1:
            let first = Int(try table.u16(2)), count = Int(try table.u16(4))
            try table.require(6, count: count, size: 2)
            guard first + count <= 0x10000 else { throw FontError.damaged(table.table, "class array past glyph 65535") }
            ranges = try (0..<count).compactMap { index in
                let value = try table.u16(6 + 2 * index)
                return value == 0 ? nil : Range(start: UInt16(first + index), end: UInt16(first + index), value: value)
            }
        case 2:
            let count = Int(try table.u16(2))
            try table.require(4, count: count, size: 6)
            ranges = try (0..<count).map { index in
                let record = 4 + 6 * index
                let start = try table.u16(record), end = try table.u16(record + 2)
                guard start <= end else { throw FontError.damaged(table.table, "class range \(start)–\(end)") }
                return Range(start: start, end: end, value: try table.u16(record + 4))
            }.sorted { $0.start < $1.start }
        case let format:
            throw FontError.damaged(table.table, "class definition format \(format)")
        }
    }

    /// No classes: every glyph is class 0.
    init() { ranges = [] }

    /// The glyph's class.
    func value(of glyph: UInt16) -> UInt16 {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if glyph < range.start { high = middle - 1 } else if glyph > range.end { low = middle + 1 } else { return range.value }
        }
        return 0
    }
}
