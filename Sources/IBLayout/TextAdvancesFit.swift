import IBText

/// Fits what the corpus must supply to measure text: advance widths per face for the families
/// without data (Helvetica Neue). Samples are texts whose stored width is their own width. SF
/// Pro's space is not fitted (`TextAdvances.sfProSpace`); `fitSpace` checks it.
///
/// A fitted face's table is its prior's (`TextAdvances.prior`) times one fitted scale, plus a
/// per-character difference that ridge regularisation pulls to zero: a character seen often moves
/// where the data puts it, one seen rarely stays near the prior. Each sample is one equation,
/// Σ advance(character) × size + tracking(size) × (characters − 1) ≈ stored width. How hard to
/// pull (`lambda`) is chosen by validation on repositories held out of the fit (`ibkit-bench
/// fit-text`).
public enum TextAdvancesFit {
    /// One text whose stored width is its own.
    public struct Sample: Sendable {
        /// The text.
        public var text: String
        /// The face that draws it.
        public var face: TextFace
        /// The point size.
        public var pointSize: Double
        /// Pixels per point of its document's device.
        public var scale: Double
        /// The stored width of the text alone (the frame less what the control adds).
        public var width: Double
        /// The element it comes from (`label`, `button`, `textField`).
        public var element: String
        /// Its document's path.
        public var path: String
        /// The build of the Xcode that saved its document.
        public var tools = 0

        /// A sample.
        public init(text: String, face: TextFace, pointSize: Double, scale: Double, width: Double, element: String, path: String) {
            self.text = text
            self.face = face
            self.pointSize = pointSize
            self.scale = scale
            self.width = width
            self.element = element
            self.path = path
        }
    }

    /// How many samples a face needs for a table of its own; with fewer it keeps the fallback.
    public static let minimumSamples = 12

    /// What `samples` fit, starting from `prior`: a table for each face SF Pro's data (`system`)
    /// does not measure, with ridge strength `lambda` (in points² per em²) on each character's
    /// difference from the scaled prior and `mu` (points² per point²) on each size's correction to
    /// the published tracking.
    public static func fit(_ samples: [Sample], lambda: Double, mu: Double, prior: TextAdvances = .prior,
                           system: SystemFontMetrics? = SystemFontMetricsFile.bundled) -> TextAdvances {
        var tables: [TextFace: [Double]] = [:], corrections: [TextFace: [Double: Double]] = [:]
        let measured = system != nil
        // Lighter weights are measured with the regular table and heavier with the bold one.
        let byFace = Dictionary(grouping: samples) { TextFace($0.face.family, TextAdvances.fittedWeight($0.face.weight)) }
        for (face, faceSamples) in byFace where faceSamples.count >= minimumSamples && face.family != .monospaced {
            // SF Pro's faces are measured, not fitted.
            if measured, face.family == .system || face.family == .appKitSystem { continue }
            let fitted = fitFace(faceSamples, face: face, prior: prior.table(for: face), lambda: lambda, mu: mu)
            tables[face] = fitted.table
            if !fitted.corrections.isEmpty { corrections[face] = fitted.corrections }
        }
        let count = tables.keys.map { byFace[$0]?.count ?? 0 }.reduce(0, +)
        return TextAdvances(tables: tables, trackingCorrections: corrections, systemSpace: prior.systemSpace,
                            provenance: "\(count) samples, λ = \(lambda), μ = \(mu); SF Pro's space \(prior.systemSpace) em")
    }

    /// The space advance in ems (to a thousandth) that fits the system-font samples with spaces
    /// best in the least squares, the check `fit-text` prints beside the constant ibkit measures
    /// with (`TextAdvances.sfProSpace`): each sample's width less everything but its spaces, less
    /// the half pixel rounding up adds on average, is its spaces times the size times the space.
    /// Samples more than 0.05 em per space from the prior are something else's doing (a label
    /// stretched or squeezed) and left out. Least squares rather than a count within half a point:
    /// the count is flat between 0.27 and 0.28 and its peak moved from fit to fit, while this
    /// gives UIKit's and AppKit's samples the same space apart (0.279 and 0.281 em).
    public static func fitSpace(_ samples: [Sample], system: SystemFontMetrics) -> Double {
        let withoutSpace = TextMeasure(system: system, fitted: TextAdvances(tables: [:], systemSpace: 0, systemDisplaySpace: 0, provenance: ""), fonts: FontLibrary())
        var moment = 0.0, weight = 0.0
        // Every sample is measured as SF Pro draws it today, SF UI's era too (`TextMetrics.tracking`):
        // measured with SF UI's looser tracking, the space fits 0.003 em narrower and moves 27
        // views of every era held out for one more match in all (AppKit's whole-point widths lose
        // 9 and gain 8), where SF UI's tracking alone moves 6, all in its era (`ibkit-bench
        // layout-folds`).
        for sample in samples where sample.face.family == .system || sample.face.family == .appKitSystem {
            let spaces = Double(sample.text.unicodeScalars.filter { $0 == " " }.count)
            guard spaces > 0 else { continue }
            let metrics = TextMetrics(face: sample.face, pointSize: sample.pointSize, scale: sample.scale, text: withoutSpace)
            let rest = metrics.unroundedWidth(of: sample.text)
            // The Display design's share of each space is the constant's, not the fit's.
            let share = system.displayShare(metrics.face.weight, at: metrics.opticalSize)
            let x = spaces * sample.pointSize * (1 - share)
            let residual = sample.width - 0.5 / sample.scale - rest - spaces * sample.pointSize * share * TextAdvances.sfProDisplaySpace
            guard x > 0, abs(residual / x - TextAdvances.sfProSpace) <= 0.05 else { continue }
            moment += x * residual
            weight += x * x
        }
        guard weight > 0 else { return TextAdvances.sfProSpace }
        return (moment / weight * 1000).rounded() / 1000
    }

    /// One face's table: robust to samples something else stretched (a stored "Label" 561 points
    /// wide). Those more than 15% off the prior are left out, then those more than 3 points off
    /// the first fit.
    static func fitFace(_ samples: [Sample], face: TextFace, prior: [Double], lambda: Double, mu: Double) -> (table: [Double], corrections: [Double: Double]) {
        let priorAdvances = TextMeasure.fitted(TextAdvances(tables: [face: prior], provenance: ""))
        var kept = samples.filter { abs(predict($0, with: priorAdvances) - $0.width) <= 0.15 * $0.width + 1 }
        guard kept.count >= minimumSamples else { return (prior, [:]) }
        var fitted: (table: [Double], corrections: [Double: Double]) = (prior, [:])
        for _ in 0..<2 {
            fitted = solve(kept, face: face, prior: prior, lambda: lambda, mu: mu)
            let advances = TextMeasure.fitted(TextAdvances(tables: [face: fitted.table], trackingCorrections: [face: fitted.corrections], provenance: ""))
            let closer = kept.filter { abs(predict($0, with: advances) - $0.width) <= 3 }
            guard closer.count >= minimumSamples else { break }
            kept = closer
        }
        return fitted
    }

    /// The width a measure gives a sample, rounded as UIKit rounds it.
    public static func predict(_ sample: Sample, with text: TextMeasure) -> Double {
        TextMetrics(face: sample.face, pointSize: sample.pointSize, scale: sample.scale, text: text, tools: sample.tools).width(of: sample.text)
    }

    /// How many samples a measure puts within 0.5 and 2 points of their stored widths.
    public static func agreement(_ samples: [Sample], with text: TextMeasure) -> (samples: Int, withinHalfPoint: Int, withinTwoPoints: Int) {
        var half = 0, two = 0
        for sample in samples {
            let error = abs(predict(sample, with: text) - sample.width)
            if error <= 0.5 { half += 1 }
            if error <= 2 { two += 1 }
        }
        return (samples.count, half, two)
    }

    /// Ridge least squares: unknown 0 is the scale of the whole prior, unknown 1 + c the difference
    /// of entry c (an ASCII character, or 128 for the scale of the other characters' shapes), and
    /// one unknown per point size the correction to the published tracking (faces that track).
    static func solve(_ samples: [Sample], face: TextFace, prior: [Double], lambda: Double, mu: Double) -> (table: [Double], corrections: [Double: Double]) {
        let entries = TextAdvances.entries
        let sizes = face.tracks && mu.isFinite && mu < 1e8 ? Array(Set(samples.map(\.pointSize))).sorted() : []
        var normal = RidgeSystem(unknowns: 1 + entries + sizes.count)
        for sample in samples {
            var counts = [Double](repeating: 0, count: entries)
            for scalar in sample.text.unicodeScalars {
                if scalar.value < 128 { counts[Int(scalar.value)] += 1 } else { counts[128] += TextMetrics.baseAdvance(of: scalar) }
            }
            var row = [Double](repeating: 0, count: 1 + entries + sizes.count)
            for entry in 0..<entries where counts[entry] != 0 {
                row[0] += counts[entry] * prior[entry] * sample.pointSize
                row[1 + entry] = counts[entry] * sample.pointSize
            }
            let characters = Double(max(0, sample.text.unicodeScalars.count - 1))
            if let index = sizes.firstIndex(of: sample.pointSize) { row[1 + entries + index] = characters }
            let tracking = face.tracks ? SystemFontTracking.points(at: sample.pointSize) : 0
            // Tracking sits between characters (see `TextMetrics.width(of:)`).
            // Stored widths are rounded up to the pixel: the text itself is half a pixel narrower on average.
            normal.add(row, target: sample.width - 0.5 / sample.scale - characters * tracking)
        }
        // The scale is pulled to 1 lightly, each difference to 0 by lambda, each correction to 0 by mu.
        normal.regularise(0, towards: 1, by: 1)
        for entry in 0..<entries { normal.regularise(1 + entry, towards: 0, by: lambda) }
        for index in sizes.indices { normal.regularise(1 + entries + index, towards: 0, by: mu) }
        let solution = normal.solve()
        let table = (0..<entries).map { entry in ((solution[0] * prior[entry] + solution[1 + entry]) * 10000).rounded() / 10000 }
        var corrections: [Double: Double] = [:]
        for (index, size) in sizes.enumerated() {
            let value = (solution[1 + entries + index] * 1000).rounded() / 1000
            if value != 0 { corrections[size] = value }
        }
        return (table, corrections)
    }
}
