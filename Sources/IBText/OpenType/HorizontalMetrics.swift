/// Each glyph's advance (`hmtx`, counted by `hhea` and `maxp`), the units per em (`head`) and the
/// line's vertical metrics (`hhea`, as Core Text reads them).
struct HorizontalMetrics: Sendable {
    /// Font units per em.
    let unitsPerEm: Int
    /// Advances by glyph id, in font units.
    let advances: [UInt16]
    /// Above the baseline, in font units.
    let ascender: Int
    /// Below the baseline, in font units (positive).
    let descender: Int
    /// Between lines, in font units.
    let lineGap: Int

    init(head: FontBytes, hhea: FontBytes, hmtx: FontBytes, maxp: FontBytes?) throws {
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw FontError.damaged("head", "\(unitsPerEm) units per em") }
        ascender = Int(try hhea.i16(4))
        descender = -Int(try hhea.i16(6))
        lineGap = max(0, Int(try hhea.i16(8)))
        let metrics = Int(try hhea.u16(34))
        guard metrics > 0 else { throw FontError.damaged("hhea", "no horizontal metrics") }
        let glyphs = max(metrics, Int(try maxp?.u16(4) ?? 0))
        try hmtx.require(0, count: metrics, size: 4)
        var advances = [UInt16](repeating: 0, count: glyphs)
        for glyph in 0..<metrics { advances[glyph] = try hmtx.u16(4 * glyph) }
        // Glyphs past the last metric share its advance (monospaced tails).
        for glyph in metrics..<glyphs { advances[glyph] = advances[metrics - 1] }
        self.advances = advances
    }

    /// A glyph's advance; a glyph id past the font's count has none.
    func advance(of glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }
}
