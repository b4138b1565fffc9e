/// Greedy word wrapping, as UILabel's default line break mode (by word) does.
enum TextWrapping {
    /// The lines `text` takes at `width`; a word longer than the width has a line of its own.
    static func lines(of text: String, width: Double, metrics: TextMetrics) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || metrics.width(of: candidate) <= width + 0.01 {
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
