/// Greedy word wrapping, as UILabel's default line break mode (by word) does.
public enum TextWrapping {
    /// How far a line may run past the width: the metrics are estimates, and a line Interface
    /// Builder fitted exactly must not break (as the corpus's wrapping labels show).
    public static let tolerance = 2.0
    /// How much wider than a stored width a text may measure and still fit it on the first pass:
    /// the estimate's error (the slack rule allows 5% too). Later passes wrap at solved widths.
    public static let storedWidthSlack = 0.05

    /// The paragraphs of a text: it breaks at line feeds, carriage returns and the Unicode line
    /// and paragraph separators (which Interface Builder writes for a typed Option-Return).
    public static func paragraphs(of text: String) -> [String] {
        guard text.unicodeScalars.contains(where: { breaks.contains($0) }) else { return [text] }
        var paragraphs: [String] = [], current = String.UnicodeScalarView(), previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard breaks.contains(scalar) else { current.append(scalar); continue }
            if scalar == "\n" && previous == "\r" { continue }
            paragraphs.append(String(current))
            current = String.UnicodeScalarView()
        }
        paragraphs.append(String(current))
        return paragraphs
    }

    private static let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]

    /// The lines `text` takes at `width`, broken where `LineBreaks` allows (after spaces and
    /// hyphens, between Chinese and Japanese characters); a run longer than the width has a line
    /// of its own. The tolerance keeps a paragraph that fits whole on one line; one that wraps
    /// anyway breaks at the width (its lines' stored count says so).
    public static func lines(of text: String, width: Double, metrics: TextMetrics) -> [String] {
        if metrics.width(of: text) <= width + tolerance { return [text] }
        var lines: [String] = []
        var current: String?
        for run in LineBreaks.runs(of: text) {
            guard let line = current else {
                current = lines.isEmpty ? run.spaces + run.text : run.text
                continue
            }
            let candidate = line + run.spaces + run.text
            if metrics.width(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(line)
                current = run.text
            }
        }
        lines.append(current ?? "")
        return lines
    }
}
