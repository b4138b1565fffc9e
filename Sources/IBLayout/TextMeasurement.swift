import IBDocument

/// How a view's own text was measured: which data, and how many of its characters no data
/// measures. What `ibkit layout` says per text view.
public struct TextMeasurement: Sendable, Hashable {
    /// The data that measured the text.
    public var source: TextSource
    /// Characters with estimated advances (outside SF Pro's table, or in a fitted table's shape).
    public var estimatedCharacters: Int
    /// Whether the font is italic and measured with its upright widths (SF Pro Italic's advances
    /// are not in the data).
    public var italicMeasuredUpright: Bool
    /// The characters with estimated advances, each once, in the text's order.
    public var unmeasured: [Character] = []
    /// The characters the text has (Unicode scalars), beside `estimatedCharacters`.
    public var length = 0

    /// The measurement of the text a view shows (a label's text, a button's normal title, a text
    /// field's text or placeholder, an AppKit control's title), in the layout's environment; nil
    /// when the view shows none.
    public static func of(_ view: View, environment: LayoutEnvironment) -> TextMeasurement? {
        let object = view.object
        let document = object.document
        let macOS = document.platform == .macOS
        let text: String? = if macOS {
            IntrinsicContentSize.appKitTitle(of: object)
        } else {
            switch object.elementName {
            case "label": view.text
            case "button": view.states.first { $0.state == "normal" }?.title ?? view.title
            case "textField": view.text.flatMap { $0.isEmpty ? nil : $0 } ?? view.placeholderText
            case "segmentedControl": view.object.document.tree.descendants(of: object.node)
                .compactMap { view.object.document.tree.attribute("title", of: $0) }.joined()
            default: nil
            }
        }
        guard let text, !text.isEmpty else { return nil }
        let metrics = TextMetrics(of: object, screen: environment.scale, text: environment.text)
        var measurement = TextMeasurement(source: metrics.source, estimatedCharacters: metrics.estimatedCharacters(in: text),
                                          italicMeasuredUpright: metrics.face.italic && metrics.source == .systemFont)
        measurement.length = text.unicodeScalars.count
        if measurement.estimatedCharacters > 0 {
            for character in text where !measurement.unmeasured.contains(character) && metrics.estimatedCharacters(in: String(character)) > 0 {
                measurement.unmeasured.append(character)
            }
        }
        return measurement
    }

    /// The report's words: `system font metrics`, `font file Fonts/A.otf`, `estimate (…)`, with
    /// the estimated characters and an upright italic named.
    public var summary: String {
        var words = source.description
        if italicMeasuredUpright { words += ", italic measured upright" }
        if estimatedCharacters > 0 { words += ", \(estimatedCharacters) character\(estimatedCharacters == 1 ? "" : "s") estimated" }
        return words
    }
}
