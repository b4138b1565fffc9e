/// Which data measured a text, so that a reader knows how far to trust a frame text decides.
public enum TextSource: Hashable, Sendable, CustomStringConvertible {
    /// SF Pro's measured advances, kerning and ligatures, and Apple's published tracking.
    case systemFont
    /// The app's own font file (its path).
    case fontFile(String)
    /// A table fitted on the corpus: Helvetica Neue (and the system font before iOS 9), or the
    /// fixed advance of a monospaced font.
    case fitted(String)
    /// A font that neither the system font's table nor the app's files provide (its name),
    /// measured with the system font's metrics: an estimate.
    case estimate(String)

    /// The kind, as JSON writes it: `system font`, `font file`, `fitted`, `estimate`.
    public var kind: String {
        switch self {
        case .systemFont: "system font"
        case .fontFile: "font file"
        case .fitted: "fitted"
        case .estimate: "estimate"
        }
    }

    /// The font file's path, for `fontFile`.
    public var fontFile: String? {
        if case .fontFile(let path) = self { return path }
        return nil
    }

    /// The font's name, for `estimate`.
    public var estimatedFont: String? {
        if case .estimate(let name) = self { return name }
        return nil
    }

    public var description: String {
        switch self {
        case .systemFont: "system font metrics"
        case .fontFile(let path): "font file \(path)"
        case .fitted(let table): "fitted table (\(table))"
        case .estimate(let font): "estimate (font \(font) not found: system font's metrics)"
        }
    }
}
