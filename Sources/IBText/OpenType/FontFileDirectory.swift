/// The fonts in a font file: one for a `.ttf` or `.otf`, each of a `.ttc` collection's, each as
/// its table directory (where each table's bytes are).
struct FontFileDirectory: Sendable {
    /// One font's tables by tag.
    struct Tables: Sendable {
        let offsets: [String: (offset: Int, length: Int)]
    }

    /// Every font of the file.
    let fonts: [Tables]

    /// At most this many fonts in a collection: more is a hostile header, not a real file.
    static let maximumFonts = 256
    /// At most this many tables in one font (real fonts have a few dozen).
    static let maximumTables = 512

    init(_ data: FontBytes) throws {
        guard data.bytes.count >= 12 else { throw FontError.notAFont("\(data.bytes.count) bytes") }
        let signature = try data.u32(0)
        switch signature {
        case 0x7474_6366: // 'ttcf'
            let count = Int(try data.u32(8))
            guard count > 0, count <= Self.maximumFonts else { throw FontError.damaged("ttcf", "\(count) fonts") }
            try data.require(12, count: count, size: 4)
            fonts = try (0..<count).map { try Self.tables(data, at: Int(try data.u32(12 + 4 * $0))) }
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: // TrueType, 'OTTO' (CFF), 'true' (old Apple)
            fonts = [try Self.tables(data, at: 0)]
        case 0x774F_4646, 0x774F_4632: // 'wOFF', 'wOF2'
            throw FontError.notAFont("a compressed web font (WOFF), which apps do not bundle")
        default:
            throw FontError.notAFont("unknown signature")
        }
    }

    /// The table directory at `offset`.
    static func tables(_ data: FontBytes, at offset: Int) throws -> Tables {
        let directory = try data.at(offset, table: "table directory")
        let count = Int(try directory.u16(4))
        guard count <= maximumTables else { throw FontError.damaged("table directory", "\(count) tables") }
        try directory.require(12, count: count, size: 16)
        var offsets: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = try directory.tag(record)
            let start = Int(try directory.u32(record + 8)), length = Int(try directory.u32(record + 12))
            // A table must lie inside the file; one that does not is damage, reported when it is read.
            offsets[tag] = (start, length)
        }
        return Tables(offsets: offsets)
    }
}

extension FontFileDirectory.Tables {
    /// A table's bytes, or nil when the font has none; throws when it runs past the file.
    func table(_ tag: String, in data: FontBytes) throws -> FontBytes? {
        guard let (offset, length) = offsets[tag] else { return nil }
        let table = try data.at(offset, table: tag)
        try table.require(0, count: length, size: 1)
        return table
    }

    /// A table the font cannot do without.
    func required(_ tag: String, in data: FontBytes) throws -> FontBytes {
        guard let table = try table(tag, in: data) else { throw FontError.missingTable(tag) }
        return table
    }
}
