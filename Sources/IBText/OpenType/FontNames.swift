import Foundation

/// The names a font goes by (`name` table): Interface Builder writes a custom font as its
/// PostScript name (`name="AtlasGrotesk-Bold"`) and its family (`family="Atlas Grotesk"`).
public struct FontNames: Sendable, Hashable {
    /// The PostScript name (name id 6).
    public var postScript: String?
    /// The family: the typographic family (16) where given, else the legacy one (1).
    public var family: String?
    /// The style within the family: typographic (17), else legacy (2): `Bold`, `Italic`.
    public var style: String?
    /// The full name (4): `Atlas Grotesk Bold`.
    public var full: String?

    /// Names without a table (a font whose `name` table is missing).
    public init(postScript: String? = nil, family: String? = nil, style: String? = nil, full: String? = nil) {
        self.postScript = postScript
        self.family = family
        self.style = style
        self.full = full
    }

    init(_ table: FontBytes) throws {
        let count = Int(try table.u16(2)), storage = Int(try table.u16(4))
        try table.require(6, count: count, size: 12)
        // Per name id, the best record so far: Windows English, then any Unicode, then Macintosh Roman.
        var best: [UInt16: (rank: Int, value: String)] = [:]
        for index in 0..<count {
            let record = 6 + 12 * index
            let platform = try table.u16(record), encoding = try table.u16(record + 2), language = try table.u16(record + 4)
            let id = try table.u16(record + 6)
            guard [1, 2, 4, 6, 16, 17].contains(id) else { continue }
            let length = Int(try table.u16(record + 8)), offset = Int(try table.u16(record + 10))
            let bytes = Array(try table.slice(storage + offset, count: length))
            let rank: Int, value: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 1
                value = Self.utf16BigEndian(bytes)
            case (1, 0):
                rank = language == 0 ? 2 : 3
                value = String(bytes: bytes, encoding: .macOSRoman)
            default:
                continue
            }
            guard let value, !value.isEmpty, rank < (best[id]?.rank ?? .max) else { continue }
            best[id] = (rank, value)
        }
        postScript = best[6]?.value
        family = best[16]?.value ?? best[1]?.value
        style = best[17]?.value ?? best[2]?.value
        full = best[4]?.value
    }

    static func utf16BigEndian(_ bytes: [UInt8]) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
