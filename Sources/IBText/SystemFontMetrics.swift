import Foundation

/// SF Pro's measured metrics: each character's advance, the kerning of each pair and the
/// ligatures, per weight at the optical sizes whose designs the variable font interpolates
/// (17, 19, 24 and 28; any size between two is their linear blend, within one font unit of
/// HarfBuzz's instance there). What UIKit and AppKit draw the system font with, measured from
/// Apple's font by shaping with HarfBuzz (`../shared/fonts`, written by `ibkit-bench
/// system-font-table`); the font itself is not here. U+0020 is not in the measured subset: its
/// advance is fitted on the corpus and given to each measurement (`SystemFontSpace`).
public struct SystemFontMetrics: Sendable {
    /// One weight at one optical size.
    public struct Instance: Sendable {
        /// The weight.
        public let weight: SystemFontWeight
        /// The optical size (`opsz`) it was measured at.
        public let opticalSize: Int
        /// Advances in font units, by character index.
        let advances: [Int16]
        /// Kerning in font units, `characters.count` per row, the row the first character's.
        let kerning: [Int16]
        /// Ligatures: the advance of the glyph two characters make, by `first << 8 | second`.
        let ligatures: [UInt16: Int16]
        /// How far this design lies from the Text design (0) to the Display design (1), by its
        /// glyphs' total advance (`SystemFontMetrics.init` sets it).
        var displayShare = 0.0
    }

    /// The measured font's version.
    public let version: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// The characters measured, in index order.
    public let characters: [Unicode.Scalar]
    /// Each weight's instances, by optical size ascending.
    let instances: [SystemFontWeight: [Instance]]
    /// Character index + 1 by scalar value (0: not measured), for scalars below its count.
    let lookup: [UInt8]

    /// Metrics from their parts (the file's decoder and tests build them).
    public init(version: String, unitsPerEm: Int, characters: [Unicode.Scalar], instances: [Instance]) {
        self.version = version
        self.unitsPerEm = unitsPerEm
        self.characters = characters
        self.instances = Dictionary(grouping: instances, by: \.weight).mapValues { Self.sharingDisplay($0.sorted { $0.opticalSize < $1.opticalSize }) }
        var lookup = [UInt8](repeating: 0, count: Int(characters.map(\.value).max() ?? 0) + 1)
        for (index, scalar) in characters.enumerated() where index < 255 { lookup[Int(scalar.value)] = UInt8(index + 1) }
        self.lookup = lookup
    }

    /// The optical sizes measured (the same for every weight).
    public var opticalSizes: [Int] { instances[.regular]?.map(\.opticalSize) ?? [] }

    /// The index of a measured character.
    @inline(__always) func index(of scalar: Unicode.Scalar) -> Int? {
        let value = Int(scalar.value)
        guard value < lookup.count else { return nil }
        let entry = lookup[value]
        return entry == 0 ? nil : Int(entry) - 1
    }

    /// Whether the character was measured (else its advance is an estimate).
    public func measures(_ scalar: Unicode.Scalar) -> Bool { index(of: scalar) != nil }

    /// A run's advance in ems at a weight and optical size, before tracking: advances, kerning
    /// and ligatures of the measured characters (blended toward a lighter weight where UIKit and
    /// AppKit set the weight narrower, `SystemFontWeight.widthBlend`, in the Text design and less
    /// as the size nears the Display design), `space` for each space (the blend of its designs
    /// the glyphs take at this size), an estimate for every other character
    /// (`CharacterEstimate`), counted in the result.
    public func advance(of scalars: some Collection<Unicode.Scalar>, weight: SystemFontWeight, opticalSize: Double, space: SystemFontSpace) -> RunAdvance {
        guard let (lower, upper, fraction) = designs(weight, at: opticalSize) else {
            return RunAdvance(ems: 0, points: 0, glyphs: 0, estimated: scalars.count)
        }
        let display = Self.share(lower, upper, fraction)
        let spaceEms = space.blended(display)
        var units = measureUnits(scalars, lower)
        if fraction > 0 {
            let other = measureUnits(scalars, upper)
            units.total += (other.total - units.total) * fraction
        }
        if let (lighter, share) = weight.widthBlend, let (low, high, along) = designs(lighter, at: opticalSize) {
            var lighterTotal = measureUnits(scalars, low).total
            if along > 0 { lighterTotal += (measureUnits(scalars, high).total - lighterTotal) * along }
            units.total += (lighterTotal - units.total) * share * (1 - display)
        }
        let em = Double(unitsPerEm)
        var result = RunAdvance(ems: units.total / em, points: 0, glyphs: units.glyphs, estimated: 0)
        // Characters outside the table, and spaces, in ems.
        for scalar in scalars where index(of: scalar) == nil {
            let estimate = CharacterEstimate.advance(of: scalar, space: spaceEms) { self.index(of: $0).map { Double(lower.advances[$0]) / em } }
            result.ems += estimate.ems
            result.points += estimate.points
            if estimate.isEstimate { result.estimated += 1 }
        }
        return result
    }

    /// How far a weight's glyphs at an optical size lie from the Text design (0) to the Display
    /// design (1): 0.09 at 19 and 0.82 at 24, since the variable font's axis is not linear.
    public func displayShare(_ weight: SystemFontWeight, at opticalSize: Double) -> Double {
        guard let (lower, upper, fraction) = designs(weight, at: opticalSize) else { return 0 }
        return Self.share(lower, upper, fraction)
    }

    /// The display share `fraction` of the way from one design to the next.
    private static func share(_ lower: Instance, _ upper: Instance, _ fraction: Double) -> Double {
        lower.displayShare + (upper.displayShare - lower.displayShare) * fraction
    }

    /// A weight's designs, each with its share of the way from the first (the Text design) to
    /// the last (the Display design), measured by the total advance of its characters.
    private static func sharingDisplay(_ designs: [Instance]) -> [Instance] {
        guard let first = designs.first, let last = designs.last else { return designs }
        let total = { (design: Instance) in Double(design.advances.reduce(0) { $0 + Int($1) }) }
        let span = total(last) - total(first)
        guard span != 0 else { return designs }
        return designs.map { design in
            var design = design
            design.displayShare = (total(design) - total(first)) / span
            return design
        }
    }

    /// The two designs of a weight an optical size lies between, and how far along (0 at the
    /// lower); the regular weight's when the weight was not measured.
    private func designs(_ weight: SystemFontWeight, at opticalSize: Double) -> (lower: Instance, upper: Instance, fraction: Double)? {
        guard let masters = instances[weight] ?? instances[.regular], let first = masters.first else { return nil }
        if opticalSize >= Double(masters[masters.count - 1].opticalSize) {
            return (masters[masters.count - 1], masters[masters.count - 1], 0)
        }
        guard opticalSize > Double(first.opticalSize) else { return (first, first, 0) }
        for (low, high) in zip(masters, masters.dropFirst()) where opticalSize < Double(high.opticalSize) {
            return (low, high, (opticalSize - Double(low.opticalSize)) / Double(high.opticalSize - low.opticalSize))
        }
        return (first, first, 0)
    }

    /// The measured characters' advances, kerning and ligatures in font units, and how many
    /// glyphs the run shapes into (every character that takes room, ligatures as one).
    private func measureUnits(_ scalars: some Collection<Unicode.Scalar>, _ instance: Instance) -> (total: Double, glyphs: Int) {
        let count = characters.count
        var total = 0, glyphs = 0
        var previous = -1
        var joined = false
        for scalar in scalars {
            guard let current = index(of: scalar) else {
                previous = -1
                if CharacterEstimate.takesRoom(scalar) { glyphs += 1 }
                continue
            }
            glyphs += 1
            if previous >= 0, !joined, let ligature = instance.ligatures[UInt16(previous << 8 | current)] {
                // The pair is one glyph: its advance replaces both characters'.
                total += Int(ligature) - Int(instance.advances[previous])
                glyphs -= 1
                joined = true
                previous = current
                continue
            }
            total += Int(instance.advances[current])
            if previous >= 0, !joined { total += Int(instance.kerning[previous * count + current]) }
            joined = false
            previous = current
        }
        return (Double(total), glyphs)
    }
}

/// A run's advance before tracking and rounding.
public struct RunAdvance: Sendable, Equatable {
    /// The advance in ems.
    public var ems: Double
    /// What does not scale with the size, in points (emoji's estimate).
    public var points: Double
    /// The glyphs the run shapes into: tracking goes between them.
    public var glyphs: Int
    /// How many characters had no measured advance and took an estimate.
    public var estimated: Int
}
