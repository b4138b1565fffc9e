import IBDocument
import IBLayout
import IBText

/// Text as UILabel draws it: measured with the layout's metrics, wrapped by word when it may take
/// more than one line, truncated with an ellipsis where it does not fit, centred vertically.
extension ViewDrawing {
    /// At most this many lines are drawn, whatever a document asks.
    static let maximumLines = 400
    /// How much wider than its view a single line may measure and still be drawn whole: the text
    /// metrics are estimates (a label Interface Builder sized to fit measures up to a few percent
    /// wider here), and an ellipsis where the app shows none would misreport the document.
    static let truncationSlack = 0.08

    /// The metrics the layout measured this view's text with (AppKit measures in whole points).
    var metrics: TextMetrics {
        TextMetrics(font: fontOverride ?? view.font ?? appKitFont, scale: TextMetrics.measuringScale(platform: object.document.platform, screen: scale),
                    platform: object.document.platform, tools: object.document.header.toolsBuild, text: measure)
    }

    /// The text's lines in the view: `limit` lines at most (0: as many as its height holds), each
    /// wrapped to the width and the last truncated as `breakMode` says (`tailTruncation` by default),
    /// centred vertically unless `fromTop`.
    func text(_ string: String, color fill: String, alignment: String?, size: Double? = nil, lines limit: Int = 1, breakMode: String? = nil,
              fromTop: Bool = false) -> [SVGElement] {
        guard !string.isEmpty else { return [] }
        let metrics = size.map { self.metrics.resized(to: $0) } ?? self.metrics
        let lineHeight = max(metrics.lineHeight, 1)
        let lines = layOut(string, metrics: metrics, lineHeight: lineHeight, limit: limit, breakMode: breakMode)
        // Natural, leading and trailing follow the layout direction; left and right do not.
        let rightToLeft = LayoutDirection.isRightToLeft(object)
        let (anchor, x): (String, Double) = switch alignment {
        case "center": ("middle", frame.midX)
        case "right": ("end", frame.maxX)
        case "left": ("start", frame.x)
        case "trailing": rightToLeft ? ("start", frame.x) : ("end", frame.maxX)
        default: rightToLeft ? ("end", frame.maxX) : ("start", frame.x)
        }
        // Lines centred vertically, as a label draws them (a text view's from its top).
        let top = fromTop ? frame.y : frame.midY - lineHeight * Double(lines.count) / 2
        return lines.enumerated().map { index, line in
            // The browser draws in fonts of its own: the line is stretched or squeezed to the width
            // ibkit measured, so that what is drawn agrees with the layout and its truncation.
            var attributes = [("class", "text"), ("data-id", object.id ?? "")] + GlyphPositions.attributes(for: line, x: x, anchor: anchor, metrics: metrics)
            attributes += [("y", n(top + lineHeight * Double(index) + metrics.ascent)), ("font-family", fontFamily(metrics)), ("font-size", n(metrics.pointSize)),
                           ("font-weight", String(metrics.face.weight.cssWeight)), ("fill", fill)]
            if metrics.face.italic { attributes.append(("font-style", "italic")) }
            return SVGElement("text", attributes, text: line)
        }
    }

    /// The CSS font family: the app's font by name first when a file of the project measured it.
    func fontFamily(_ metrics: TextMetrics) -> String {
        let system = "-apple-system, 'SF Pro Text', 'Helvetica Neue', sans-serif"
        guard case .fontFile = metrics.source, let name = metrics.face.customFamily ?? metrics.face.customName else { return system }
        return "'\(name)', " + system
    }

    /// The lines a label shows: paragraphs wrapped at the frame's width when more than one line
    /// is allowed, as many as the limit and the height allow, the last one truncated if text is left.
    func layOut(_ string: String, metrics: TextMetrics, lineHeight: Double, limit: Int, breakMode: String?) -> [String] {
        let paragraphs = TextWrapping.paragraphs(of: string)
        let wraps = limit != 1 && !["clip", "headTruncation", "middleTruncation"].contains(breakMode ?? "")
        var lines = wraps ? paragraphs.prefix(Self.maximumLines).flatMap { TextWrapping.lines(of: $0, width: frame.width * (1 + wrapSlack), metrics: metrics) } : paragraphs
        let fitting = max(1, Int((frame.height + 1) / lineHeight))
        let allowed = min(limit <= 0 ? fitting : min(limit, fitting), Self.maximumLines)
        let cut = lines.count > allowed
        if cut { lines = Array(lines.prefix(allowed)) }
        if let last = lines.indices.last, cut || metrics.width(of: lines[last]) > frame.width * (1 + Self.truncationSlack) + TextWrapping.tolerance {
            lines[last] = truncated(lines[last], metrics: metrics, mode: breakMode ?? "tailTruncation", forced: cut)
        }
        return lines
    }

    /// A line cut to the width with an ellipsis at its end, start or middle; a clipping or wrapping
    /// mode leaves it whole (the view clips it). `forced`: text follows, so it ends in an ellipsis.
    func truncated(_ line: String, metrics: TextMetrics, mode: String, forced: Bool) -> String {
        let truncates = ["tailTruncation", "headTruncation", "middleTruncation"].contains(mode)
        guard truncates || forced else { return line }
        // Text left over after the last line is marked where that line ends.
        let mode = forced ? "tailTruncation" : mode
        let characters = Array(line.trimmingTrailingSpaces)
        let width = frame.width + TextWrapping.tolerance
        // The most characters that fit with the ellipsis, found by halving: widths grow with length.
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if metrics.width(of: shortened(characters, keeping: middle, mode: mode)) <= width { low = middle } else { high = middle - 1 }
        }
        return shortened(characters, keeping: low, mode: mode)
    }

    func shortened(_ characters: [Character], keeping count: Int, mode: String) -> String {
        guard count < characters.count || mode == "tailTruncation" else { return String(characters) }
        switch mode {
        case "headTruncation": return "…" + String(characters.suffix(count))
        case "middleTruncation": return String(characters.prefix((count + 1) / 2)) + "…" + String(characters.suffix(count / 2))
        default: return String(characters.prefix(count)) + "…"
        }
    }
}

extension String {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[..<end]
    }
}
