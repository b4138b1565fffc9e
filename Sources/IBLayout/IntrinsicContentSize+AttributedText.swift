import IBDocument

extension IntrinsicContentSize {
    /// A label's attributed text: each run measured in its own font (the label's where it names
    /// none), a line as wide as its runs and as tall as its tallest font's line (times the
    /// paragraph's line-height multiple), the first baseline the first line's largest ascent. A
    /// label that may wrap wraps its paragraphs at `wrapWidth` when one font sets all its runs.
    static func attributedLabel(_ view: View, runs: [AttributedFragment], scale: Double, wrapWidth: Double?, tools: Int,
                                text: TextMeasure) -> IntrinsicContentSize {
        let platform = view.object.document.platform
        // Each run's font, read once: the pieces of a line name their run by position.
        let measures = runs.map { TextMetrics(font: $0.font ?? view.font, scale: scale, platform: platform, tools: tools, text: text) }
        guard let first = measures.first, !runs.allSatisfy({ $0.text.isEmpty }) else {
            return IntrinsicContentSize(width: 0, height: 0, dependsOnText: true)
        }
        // Lines of (text, run) pieces: a run's line feeds end the line it is on.
        var lines: [[(text: String, run: Int)]] = [[]]
        for (index, run) in runs.enumerated() {
            for (number, paragraph) in TextWrapping.paragraphs(of: run.text).enumerated() {
                if number > 0 { lines.append([]) }
                if !paragraph.isEmpty { lines[lines.count - 1].append((paragraph, index)) }
            }
        }
        let limit = Int(view.object.attribute("numberOfLines") ?? "1") ?? 1
        if limit != 1, Set(runs.map { $0.font ?? view.font }).count == 1, let width = wrapWidth, width > 0 {
            lines = lines.flatMap { line -> [[(text: String, run: Int)]] in
                let paragraph = line.map(\.text).joined()
                return paragraph.isEmpty ? [line] : TextWrapping.lines(of: paragraph, width: width, metrics: first).map { [($0, 0)] }
            }
        }
        let shown = limit == 0 ? lines.count : min(limit, lines.count)
        var width = 0.0, height = 0.0, ascent = first.ascent
        for (index, line) in lines.prefix(max(shown, 1)).enumerated() {
            let pieces = line.isEmpty ? [("", 0)] : line
            width = max(width, pieces.reduce(0) { $0 + measures[$1.1].unroundedWidth(of: $1.0) })
            height += pieces.map { piece in
                let multiple = runs[piece.1].lineHeightMultiple ?? 0
                return measures[piece.1].unroundedLineHeight * (multiple > 0 ? multiple : 1)
            }.max() ?? 0
            if index == 0 { ascent = pieces.map { measures[$0.1].ascent }.max() ?? ascent }
        }
        return IntrinsicContentSize(width: first.roundUp(width), height: first.roundUpLines(height), dependsOnText: true,
                                    baselines: .edges(first: ascent, last: first.lineHeight - first.ascent))
    }
}
