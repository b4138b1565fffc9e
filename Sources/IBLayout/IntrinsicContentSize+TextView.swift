import IBDocument

extension IntrinsicContentSize {
    /// The room a UITextView adds around its text: `textContainerInset` (8 points above and
    /// below) and the text container's `lineFragmentPadding` (5 points on either side).
    static let textViewInsets = (vertical: 16.0, horizontal: 10.0)

    /// Whether a view is a UITextView that does not scroll: such a text view sizes itself to its
    /// text, as a label does, and wraps at its width.
    static func sizesToText(_ view: View) -> Bool {
        view.object.elementName == "textView" && view.object.document.platform != .macOS
            && view.object.attribute("scrollEnabled") == "NO"
    }

    /// A UITextView's size when it does not scroll: its text's lines, wrapped at `wrapWidth`
    /// less the padding, plus the insets. An empty text view keeps one line, the height its
    /// typing font gives (Simplenote's empty 14-point view is stored 33 tall: 16 + 16.7).
    static func nonScrollingTextView(_ view: View, scale: Double, wrapWidth: Double?, tools: Int, text: TextMeasure) -> IntrinsicContentSize {
        let metrics = TextMetrics(font: view.font, scale: scale, platform: view.object.document.platform, tools: tools, text: text)
        var lines = TextWrapping.paragraphs(of: view.text ?? "")
        if let width = wrapWidth.map({ $0 - textViewInsets.horizontal }), width > 0 {
            lines = lines.flatMap { TextWrapping.lines(of: $0, width: width, metrics: metrics) }
        }
        let count = Double(max(lines.count, 1))
        let width = (lines.map { metrics.unroundedWidth(of: $0) }.max() ?? 0) + textViewInsets.horizontal
        let height = metrics.roundUpLines(metrics.unroundedLineHeight * count + textViewInsets.vertical)
        let inset = textViewInsets.vertical / 2
        return IntrinsicContentSize(width: metrics.roundUpLines(width), height: height, dependsOnText: true,
                                    baselines: .edges(first: inset + metrics.ascent, last: inset + metrics.lineHeight - metrics.ascent))
    }
}
