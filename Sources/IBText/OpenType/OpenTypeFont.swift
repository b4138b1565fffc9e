/// A TrueType or OpenType font read for measuring text: its names, glyph advances, character
/// map, standard ligatures and pair kerning, which is all that decides how wide a line of it is.
///
/// A run is shaped as HarfBuzz's default shaper and Core Text shape Latin, Greek and Cyrillic
/// text: characters to glyphs, the `liga`, `clig` and `rlig` ligatures, then GPOS `kern` pair
/// adjustment (or the `kern` table when GPOS has no kerning), marks given no advance.
public struct OpenTypeFont: Sendable {
    /// The font's names.
    public let names: FontNames
    /// Glyph advances and vertical metrics.
    let metrics: HorizontalMetrics
    let characters: CharacterMap
    /// GDEF glyph classes (1 base, 2 ligature, 3 mark, 4 component).
    let glyphClasses: ClassDefinition
    /// Parsed ligature and kerning lookups by their index in GSUB or GPOS.
    let ligatureLookups: [Int: (flag: UInt16, table: LigatureSubstitution)]
    let pairLookups: [Int: (flag: UInt16, table: PairPositioning)]
    /// Per script tag, the ligature and kerning lookups that run, in order.
    let ligaturesByScript: [String: [Int]]
    let kerningByScript: [String: [Int]]
    /// The `kern` table, when GPOS does not kern.
    let kerningTable: KerningTable?

    /// The scripts whose lookups are read: what documents write in the fonts apps bundle.
    static let scripts = ["latn", "cyrl", "grek", "DFLT"]
    static let ligatureFeatures: Set<String> = ["liga", "clig", "rlig"]

    /// Every font in a font file's bytes: one, or each of a collection's.
    public static func fonts(in bytes: [UInt8]) throws -> [OpenTypeFont] {
        let data = FontBytes(bytes)
        return try FontFileDirectory(data).fonts.map { try OpenTypeFont(data, tables: $0) }
    }

    init(_ data: FontBytes, tables: FontFileDirectory.Tables) throws {
        names = try tables.table("name", in: data).map(FontNames.init) ?? FontNames()
        metrics = try HorizontalMetrics(head: try tables.required("head", in: data), hhea: try tables.required("hhea", in: data),
                                        hmtx: try tables.required("hmtx", in: data), maxp: try tables.table("maxp", in: data))
        characters = try CharacterMap(try tables.required("cmap", in: data))
        if let gdef = try tables.table("GDEF", in: data), let classes = try gdef.offset16(4) {
            glyphClasses = try ClassDefinition(classes)
        } else {
            glyphClasses = ClassDefinition()
        }

        if let gsub = try tables.table("GSUB", in: data) {
            (ligatureLookups, ligaturesByScript) = try LayoutLookups.collect(in: gsub, features: Self.ligatureFeatures, scripts: Self.scripts,
                                                                             type: 4, extensionType: 7, read: LigatureSubstitution.init)
        } else {
            (ligatureLookups, ligaturesByScript) = ([:], [:])
        }
        if let gpos = try tables.table("GPOS", in: data), try LayoutLookups.hasFeature("kern", in: gpos) {
            (pairLookups, kerningByScript) = try LayoutLookups.collect(in: gpos, features: ["kern"], scripts: Self.scripts,
                                                                       type: 2, extensionType: 9, read: PairPositioning.init)
            kerningTable = nil
        } else {
            (pairLookups, kerningByScript) = ([:], [:])
            kerningTable = try tables.table("kern", in: data).map(KerningTable.init)
        }
    }

    /// Font units per em.
    public var unitsPerEm: Int { metrics.unitsPerEm }
    /// Ascender, descender (positive) and line gap, in ems.
    public var verticalMetrics: (ascender: Double, descender: Double, lineGap: Double) {
        let em = Double(metrics.unitsPerEm)
        return (Double(metrics.ascender) / em, Double(metrics.descender) / em, Double(metrics.lineGap) / em)
    }

    /// Whether the font draws the character (else a text engine falls back to another font).
    public func covers(_ scalar: Unicode.Scalar) -> Bool { characters.glyph(for: scalar.value) != 0 }

    /// The advance of a run of text in font units, shaped as described above; characters the
    /// font does not cover take its missing glyph's advance (see `covers`).
    public func advance(of scalars: some Collection<Unicode.Scalar>) -> Int {
        let script = Self.script(of: scalars)
        var glyphs = scalars.map { characters.glyph(for: $0.value) }
        for index in ligaturesByScript[script] ?? [] {
            guard let (flag, lookup) = ligatureLookups[index] else { continue }
            applyLigatures(lookup, flag: flag, to: &glyphs)
        }
        var advances = glyphs.map { metrics.advance(of: $0) }
        if let kerningTable {
            var previous: Int?
            for index in glyphs.indices where glyphClasses.value(of: glyphs[index]) != 3 {
                if let previous { advances[previous] += kerningTable.kerning(glyphs[previous], glyphs[index]) }
                previous = index
            }
        }
        for index in kerningByScript[script] ?? [] {
            guard let (flag, lookup) = pairLookups[index] else { continue }
            applyKerning(lookup, flag: flag, glyphs: glyphs, to: &advances)
        }
        // Marks take no room of their own (HarfBuzz zeroes them by their GDEF class, last).
        for index in glyphs.indices where glyphClasses.value(of: glyphs[index]) == 3 { advances[index] = 0 }
        return advances.reduce(0, +)
    }

    /// Whether a lookup with this flag passes over the glyph (bases, ligatures or marks by GDEF).
    func skips(_ glyph: UInt16, flag: UInt16) -> Bool {
        guard flag & 0xE != 0 else { return false }
        switch glyphClasses.value(of: glyph) {
        case 1: return flag & 0x2 != 0
        case 2: return flag & 0x4 != 0
        case 3: return flag & 0x8 != 0
        default: return false
        }
    }

    /// The index of the next glyph after `index` the lookup does not pass over.
    func next(after index: Int, in glyphs: [UInt16], flag: UInt16) -> Int? {
        var next = index + 1
        while next < glyphs.count, skips(glyphs[next], flag: flag) { next += 1 }
        return next < glyphs.count ? next : nil
    }

    func applyLigatures(_ lookup: LigatureSubstitution, flag: UInt16, to glyphs: inout [UInt16]) {
        var index = 0
        while index < glyphs.count {
            defer { index += 1 }
            guard !skips(glyphs[index], flag: flag) else { continue }
            // The glyphs the ligature would join: the next ones the lookup does not pass over.
            var positions: [Int] = []
            let found = lookup.ligature(startingWith: glyphs[index]) { component in
                while positions.count <= component {
                    guard let next = self.next(after: positions.last ?? index, in: glyphs, flag: flag) else { return nil }
                    positions.append(next)
                }
                return glyphs[positions[component]]
            }
            guard let found else { continue }
            glyphs[index] = found.glyph
            for position in positions.prefix(found.joined - 1).reversed() { glyphs.remove(at: position) }
        }
    }

    func applyKerning(_ lookup: PairPositioning, flag: UInt16, glyphs: [UInt16], to advances: inout [Int]) {
        var index = 0
        while index < glyphs.count {
            guard !skips(glyphs[index], flag: flag), let second = next(after: index, in: glyphs, flag: flag) else {
                index += 1
                continue
            }
            guard let (adjustment, consumes) = lookup.adjustment(glyphs[index], glyphs[second]) else {
                index += 1
                continue
            }
            advances[index] += Int(adjustment.first)
            advances[second] += Int(adjustment.second)
            index = consumes ? second + 1 : second
        }
    }

    /// The OpenType script tag of a run: that of its first letter of Latin, Greek or Cyrillic
    /// (digits, spaces and punctuation belong to every script).
    static func script(of scalars: some Collection<Unicode.Scalar>) -> String {
        for scalar in scalars {
            switch scalar.value {
            case 0xD7, 0xF7: continue
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return "latn"
            case 0x370...0x3FF, 0x1F00...0x1FFF: return "grek"
            case 0x400...0x52F: return "cyrl"
            default: continue
            }
        }
        return "DFLT"
    }
}
