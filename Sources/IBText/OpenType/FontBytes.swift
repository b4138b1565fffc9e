/// Big-endian reads from a font file, every one checked against the file's end, so that a
/// damaged or hostile file is a thrown `FontError`, never a trap.
struct FontBytes: Sendable {
    /// The whole file.
    let bytes: [UInt8]
    /// Where this view starts (a table's offset), in `bytes`.
    let base: Int
    /// The table the reads are in, for the error.
    let table: String
    /// What is left of the records one file may make a reader visit.
    let budget: ReadBudget

    init(_ bytes: [UInt8], base: Int = 0, table: String = "header", budget: ReadBudget? = nil) {
        self.bytes = bytes
        self.base = base
        self.table = table
        self.budget = budget ?? ReadBudget(records: 4 * bytes.count + 1_000_000)
    }

    /// The same bytes seen from `offset` (relative to this view), in `table`.
    func at(_ offset: Int, table name: String? = nil) throws -> FontBytes {
        guard offset >= 0, base + offset <= bytes.count else { throw FontError.damaged(name ?? table, "offset \(offset) past the end of the file") }
        return FontBytes(bytes, base: base + offset, table: name ?? table, budget: budget)
    }

    /// Throws unless `count` records of `size` bytes fit from `offset`: the check that keeps a
    /// hostile count from making a loop run past the data. Every loop over records asks it
    /// first, and it charges the records to the file's budget: tables that point into the same
    /// bytes again and again cannot make a reader work for billions of turns.
    func require(_ offset: Int, count: Int, size: Int) throws {
        guard offset >= 0, count >= 0, size >= 0 else { throw FontError.damaged(table, "negative size") }
        let (length, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, base + offset + length <= bytes.count else {
            throw FontError.damaged(table, "\(count) records of \(size) bytes at \(offset) run past the end of the file")
        }
        budget.records -= max(count, 1)
        guard budget.records >= 0 else { throw FontError.damaged(table, "its tables point into the same bytes over and over") }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try require(offset, count: 1, size: 1)
        return bytes[base + offset]
    }

    func u16(_ offset: Int) throws -> UInt16 {
        try require(offset, count: 1, size: 2)
        return UInt16(bytes[base + offset]) << 8 | UInt16(bytes[base + offset + 1])
    }

    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws -> UInt32 {
        try require(offset, count: 1, size: 4)
        let start = base + offset
        return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16 | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
    }

    /// Four bytes as a tag (`cmap`, `kern`, `liga`).
    func tag(_ offset: Int) throws -> String {
        try require(offset, count: 4, size: 1)
        return String(decoding: bytes[(base + offset)..<(base + offset + 4)], as: UTF8.self)
    }

    /// `count` bytes from `offset`.
    func slice(_ offset: Int, count: Int) throws -> ArraySlice<UInt8> {
        try require(offset, count: count, size: 1)
        return bytes[(base + offset)..<(base + offset + count)]
    }

    /// The offset16 at `offset`, as a view from this one; nil when it is 0 (OpenType's null offset).
    func offset16(_ offset: Int) throws -> FontBytes? {
        let value = Int(try u16(offset))
        return value == 0 ? nil : try at(value)
    }
}

/// How many more records the reader of one file may visit: a sound font is read in about as
/// many visits as it has bytes, so four times that (and a million) is a hostile file.
final class ReadBudget: @unchecked Sendable {
    // One file is read on one thread, start to end.
    var records: Int

    init(records: Int) { self.records = records }
}

/// Why a font file cannot be read.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a TrueType, OpenType or collection file.
    case notAFont(String)
    /// A table ibkit needs is missing.
    case missingTable(String)
    /// A table's data is damaged: an offset or count past the end, an unknown format.
    case damaged(String, String)

    public var description: String {
        switch self {
        case .notAFont(let why): "not a font file: \(why)"
        case .missingTable(let tag): "no '\(tag)' table"
        case .damaged(let tag, let why): "damaged '\(tag)' table: \(why)"
        }
    }
}
