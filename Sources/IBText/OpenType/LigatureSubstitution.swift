/// GSUB ligature substitution (lookup type 4): glyphs that join into one (`f` `i` → `fi`), which
/// has an advance of its own. Text engines form the standard ligatures unless told not to.
struct LigatureSubstitution: Sendable {
    /// One ligature: the glyphs after the first, and the glyph they become.
    struct Ligature: Sendable {
        var components: [UInt16]
        var glyph: UInt16
    }

    /// Per subtable, its coverage and per covered first glyph the ligatures in the font's order.
    let subtables: [(coverage: Coverage, sets: [[Ligature]])]

    init(_ lookup: LayoutLookups.Lookup) throws {
        subtables = try lookup.subtables.map { table in
            guard try table.u16(0) == 1 else { throw FontError.damaged("GSUB", "ligature format \(try table.u16(0))") }
            let coverage = try Coverage(try table.at(Int(try table.u16(2))))
            let count = Int(try table.u16(4))
            try table.require(6, count: count, size: 2)
            let sets = try (0..<count).map { index -> [Ligature] in
                let set = try table.at(Int(try table.u16(6 + 2 * index)))
                let ligatures = Int(try set.u16(0))
                try set.require(2, count: ligatures, size: 2)
                return try (0..<ligatures).map { entry in
                    let ligature = try set.at(Int(try set.u16(2 + 2 * entry)))
                    let glyph = try ligature.u16(0), components = Int(try ligature.u16(2))
                    guard components >= 1 else { throw FontError.damaged("GSUB", "a ligature of no glyphs") }
                    try ligature.require(4, count: components - 1, size: 2)
                    return Ligature(components: try (0..<(components - 1)).map { try ligature.u16(4 + 2 * $0) }, glyph: glyph)
                }
            }
            return (coverage, sets)
        }
    }

    /// The ligature starting with `first` whose other glyphs come next (`following`, the glyphs
    /// the lookup does not skip, from the one after `first`): the glyph and how many it joins.
    func ligature(startingWith first: UInt16, following: (Int) -> UInt16?) -> (glyph: UInt16, joined: Int)? {
        for (coverage, sets) in subtables {
            guard let index = coverage.index(of: first), index < sets.count else { continue }
            // The first ligature whose components match wins: fonts list the longest first.
            for ligature in sets[index] where ligature.components.indices.allSatisfy({ following($0) == ligature.components[$0] }) {
                return (ligature.glyph, ligature.components.count + 1)
            }
        }
        return nil
    }
}
