import IBDocument

extension IntrinsicContentSize {
    /// A label's attributed text: each run measured in its own font (the label's where it names
    /// none), a line as wide as its runs and as tall as its tallest font's line (times the
    /// paragraph's line-height multiple), the first baseline the first line's largest ascent. A
    /// label that may wrap wraps its paragraphs at `wrapWidth` when one font sets all its runs.
    static func attributedLabel(_ view: View, runs: [AttributedFragment], scale: Double, wrapWidth: Double?, tools: Int,
                                text: TextMeasure) -> IntrinsicContentSize {
        let platform = view.object.document.platform
        func metrics(_ run: AttributedFragment) -> TextMetrics {
            TextMetrics(font: run.font ?? view.font, scale: scale, platform: platform, tools: tools, text: text)
        }
        // Lines of (text, run) pieces: a run's line feeds end the line it is on.
        var lines: [[(text: String, run: AttributedFragment)]] = [[]]
        for run in runs {
            for (index, paragraph) in TextWrapping.paragraphs(of: run.text).enumerated() {
                if index > 0 { lines.append([]) }
                if !paragraph.isEmpty { lines[lines.count - 1].append((paragraph, run)) }
            }
        }
        let limit = Int(view.object.attribute("numberOfLines") ?? "1") ?? 1
        let fonts = Set(runs.map { $0.font ?? view.font })
        if limit != 1, fonts.count == 1, let run = runs.first, let width = wrapWidth, width > 0 {
            let measure = metrics(run)
            lines = lines.flatMap { line -> [[(text: String, run: AttributedFragment)]] in
                let paragraph = line.map(\.text).joined()
                return paragraph.isEmpty ? [line] : TextWrapping.lines(of: paragraph, width: width, metrics: measure).map { [($0, run)] }
            }
        }
        let shown = limit == 0 ? lines.count : min(limit, lines.count)
        let first = runs.first.map(metrics)
        var width = 0.0, height = 0.0, ascent = first?.ascent ?? 0
        for (index, line) in lines.prefix(max(shown, 1)).enumerated() {
            let pieces = line.isEmpty ? runs.prefix(1).map { ("", $0) } : line
            width = max(width, pieces.reduce(0) { $0 + metrics($1.1).unroundedWidth(of: $1.0) })
            height += pieces.map { piece in
                let measure = metrics(piece.1), multiple = piece.1.lineHeightMultiple ?? 0
                return measure.unroundedLineHeight * (multiple > 0 ? multiple : 1)
            }.max() ?? 0
            if index == 0 { ascent = pieces.map { metrics($0.1).ascent }.max() ?? ascent }
        }
        guard let first, !runs.allSatisfy({ $0.text.isEmpty }) else { return IntrinsicContentSize(width: 0, height: 0, dependsOnText: true) }
        let lineHeight = first.lineHeight
        return IntrinsicContentSize(width: first.roundUp(width), height: first.roundUpLines(height), dependsOnText: true,
                                    baselines: .edges(first: ascent, last: lineHeight - first.ascent))
    }
}
