import IBDocument

/// Fits the system font's character-class scales and per-size tracking on labels whose stored
/// width is their text's width: single-line labels in the system font that the solved layout
/// leaves at their intrinsic width. `ibkit-bench fit-text` prints the result as Swift.
///
/// The unknowns are few (six class scales and one tracking per point size) because the corpus
/// holds only some hundreds of such labels; the shape within a class is `baseAdvances`.
public enum TextMetricsFit {
    /// One label: its text, point size, and the width Interface Builder stored.
    public struct Sample: Sendable {
        /// The text.
        public var text: String
        /// The point size.
        public var pointSize: Double
        /// Whether the font is bold.
        public var isBold: Bool
        /// The stored width.
        public var width: Double
        /// Where the label is.
        public var path: String
    }

    /// The fitted table.
    public struct Result: Sendable {
        /// Scales by character class, in `TextMetrics.CharacterClass` order.
        public var classScales: [Double]
        /// Tracking in points per character, by point size.
        public var tracking: [Double: Double]
        /// Samples used, and how many the fitted table gives within half a point.
        public var samples: Int, withinHalfPoint: Int
    }

    /// The class names, in order.
    public static let classNames = TextMetrics.CharacterClass.allCases.map { "\($0)" }

    /// Labels usable as samples, from documents of `platform` Xcode did not flag: UILabels, or
    /// AppKit labels (borderless text fields, whose frame is 4 points wider than their text).
    public static func samples(_ documents: [Document], platform: Platform = .iOS) -> [Sample] {
        var samples: [Sample] = []
        for document in documents where document.platform == platform && document.usesAutoLayout && !document.isFlaggedByXcode {
            for layout in LayoutEngine.layout(document) {
                for view in layout.views where view.usesAutoLayout && view.object.elementName == (platform == .macOS ? "textField" : "label") {
                    guard let label = view.object.asView, let stored = view.stored else { continue }
                    if platform == .macOS {
                        guard let sample = appKitSample(label, solved: view.frame, stored: stored, scale: layout.environment.scale) else { continue }
                        samples.append(sample)
                        continue
                    }
                    guard let font = label.font, ["system", "boldSystem"].contains(font.kind), font.weight == nil || font.weight == "regular",
                          (view.object.attribute("numberOfLines") ?? "1") == "1", view.object.attribute("adjustsFontSizeToFitWidth") != "YES",
                          let text = label.text, !text.isEmpty, !text.contains("\n") else { continue }
                    let metrics = TextMetrics(font: font, scale: layout.environment.scale, platform: .iOS)
                    let natural = IntrinsicContentSize.label(label, scale: layout.environment.scale, tools: document.header.toolsBuild)
                    // Within half a point: the solved frame sits on the pixel grid, the natural width not quite.
                    guard let width = natural.width, abs(view.frame.width - width) <= 0.5 else { continue }
                    samples.append(Sample(text: text, pointSize: metrics.pointSize, isBold: metrics.isBold, width: stored.width, path: document.path))
                }
            }
        }
        return samples
    }

    static func appKitSample(_ label: View, solved: Rect, stored: Rect, scale: Double) -> Sample? {
        let tree = label.object.document.tree
        guard let cell = tree.childElements(of: label.object.node).first(where: { tree.isElement($0, named: "textFieldCell") }),
              tree.attribute("borderStyle", of: cell) == nil, tree.attribute("bezelStyle", of: cell) == nil,
              let title = tree.attribute("title", of: cell), !title.isEmpty, !title.contains("\n"),
              let font = tree.childElements(of: cell).first(where: { tree.isElement($0, named: "font") }).map({ Font(tree, $0) }),
              ["system", "meta"].contains(font.kind) || font.metaFont != nil else { return nil }
        let metrics = TextMetrics(font: font, scale: scale, platform: .macOS)
        guard !metrics.isBold, abs(solved.width - 4 - metrics.width(of: title)) <= 0.5 else { return nil }
        return Sample(text: title, pointSize: metrics.pointSize, isBold: false, width: stored.width - 4, path: label.object.document.path)
    }

    /// Least squares over the samples, twice: the second fit drops samples more than 3 pt off.
    public static func fit(_ samples: [Sample]) -> Result {
        // Tracking only for sizes with enough labels to say something.
        let counts = Dictionary(samples.map { ($0.pointSize, 1) }, uniquingKeysWith: +)
        let sizes = counts.filter { $0.value >= 8 }.keys.sorted()
        // Labels something else stretched (a stored "Label" 561 pt wide) would drag the fit: keep
        // those within 15% of the unfitted shape, then refit without those more than 3 pt off.
        let classes = TextMetrics.CharacterClass.allCases.count
        let unfitted = [Double](repeating: 1, count: classes) + [Double](repeating: 0, count: sizes.count)
        var kept = samples.filter { abs(predict($0, unfitted, sizes) - $0.width) <= 0.15 * $0.width }
        var solution: [Double] = []
        for _ in 0..<2 {
            solution = solve(kept, sizes: sizes)
            kept = kept.filter { abs(predict($0, solution, sizes) - $0.width) <= 3 }
        }
        let scales = (0..<classes).map { (solution[$0] * 10000).rounded() / 10000 }
        var tracking: [Double: Double] = [:]
        for (index, size) in sizes.enumerated() { tracking[size] = (solution[classes + index] * 1000).rounded() / 1000 }
        let within = samples.filter { abs(predict($0, solution, sizes) - $0.width) <= 0.5 }.count
        return Result(classScales: scales, tracking: tracking, samples: kept.count, withinHalfPoint: within)
    }

    static func features(_ sample: Sample, sizes: [Double]) -> [Double] {
        let classes = TextMetrics.CharacterClass.allCases.count
        var row = [Double](repeating: 0, count: classes + sizes.count)
        for scalar in sample.text.unicodeScalars {
            row[TextMetrics.CharacterClass(scalar).rawValue] += TextMetrics.baseAdvance(of: scalar) * sample.pointSize * (sample.isBold ? TextMetrics.boldScale : 1)
        }
        if let index = sizes.firstIndex(of: sample.pointSize) { row[classes + index] = Double(sample.text.unicodeScalars.count) }
        return row
    }

    static func predict(_ sample: Sample, _ solution: [Double], _ sizes: [Double]) -> Double {
        let raw = zip(features(sample, sizes: sizes), solution).reduce(0) { $0 + $1.0 * $1.1 }
        return (raw * 2 - 1e-6).rounded(.up) / 2
    }

    /// Ridge-regularised normal equations, pulling unseen characters to a typical advance.
    static func solve(_ samples: [Sample], sizes: [Double]) -> [Double] {
        let classes = TextMetrics.CharacterClass.allCases.count
        let count = classes + sizes.count
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
        var vector = [Double](repeating: 0, count: count)
        for sample in samples {
            let row = features(sample, sizes: sizes)
            // Stored widths are rounded up to the pixel: the true width is a quarter point less on average.
            let target = sample.width - 0.25
            for i in 0..<count where row[i] != 0 {
                vector[i] += row[i] * target
                for j in 0..<count where row[j] != 0 { matrix[i][j] += row[i] * row[j] }
            }
        }
        // A light pull towards scale 1 and no tracking keeps classes and sizes with few samples sane.
        let ridge = 10.0
        for i in 0..<count {
            matrix[i][i] += ridge
            vector[i] += ridge * (i < classes ? 1 : 0)
        }
        return gaussianElimination(matrix, vector)
    }

    static func gaussianElimination(_ a: [[Double]], _ b: [Double]) -> [Double] {
        var a = a, b = b
        let n = b.count
        for column in 0..<n {
            let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) } ?? column
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            guard abs(a[column][column]) > 1e-12 else { continue }
            for row in (column + 1)..<n where a[row][column] != 0 {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let sum = ((row + 1)..<n).reduce(b[row]) { $0 - a[row][$1] * x[$1] }
            x[row] = abs(a[row][row]) > 1e-12 ? sum / a[row][row] : 0
        }
        return x
    }
}
