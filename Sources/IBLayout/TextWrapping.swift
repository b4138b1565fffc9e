/// Greedy word wrapping, as UILabel's default line break mode (by word) does.
public enum TextWrapping {
    /// How far a line may run past the width: the metrics are estimates, and a line Interface
    /// Builder fitted exactly must not break (as the corpus's wrapping labels show).
    public static let tolerance = 2.0
    /// How much wider than a stored width a text may measure and still fit it on the first pass:
    /// the estimate's error (the slack rule allows 5% too). Later passes wrap at solved widths.
    static let storedWidthSlack = 0.05

    /// The lines `text` takes at `width`; a word longer than the width has a line of its own.
    public static func lines(of text: String, width: Double, metrics: TextMetrics) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || metrics.width(of: candidate) <= width + tolerance {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }
}
