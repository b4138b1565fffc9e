import IBLayout

/// Where each character of a drawn line starts, from the advances ibkit measured: written as the
/// `<text>` element's `x` list, so that any rasteriser (rsvg-convert ignores `textLength`, a
/// browser draws in fonts of its own) puts every glyph where the layout measured it.
enum GlyphPositions {
    /// Lines longer than this keep one `x` and a `textLength` (the positions cost a measure per
    /// character each).
    static let maximumCharacters = 200

    /// The attributes that place `line` with its anchor at `x`: an `x` per character from the
    /// line's start and `text-anchor="start"`; or, where characters are not one scalar each or run
    /// right to left (whose order a list in logical order would scramble), one `x`, the anchor and
    /// a `textLength` of the measured width.
    static func attributes(for line: String, x: Double, anchor: String, metrics: TextMetrics) -> [(String, String)] {
        let measured = metrics.unroundedWidth(of: line)
        guard measured > 0 else { return [("x", SVGElement.number(x)), ("text-anchor", anchor)] }
        let start = anchor == "middle" ? x - measured / 2 : anchor == "end" ? x - measured : x
        if let offsets = offsets(of: line, metrics: metrics) {
            return [("x", offsets.map { SVGElement.number(start + $0) }.joined(separator: " ")), ("text-anchor", "start"), ("data-width", SVGElement.number(measured))]
        }
        return [("x", SVGElement.number(x)), ("text-anchor", anchor), ("textLength", SVGElement.number(measured)), ("lengthAdjust", "spacingAndGlyphs"),
                ("data-width", SVGElement.number(measured))]
    }

    /// Each character's offset from the line's start (the measured width of what comes before it,
    /// kerning included); nil where positions per character would misplace the text.
    static func offsets(of line: String, metrics: TextMetrics) -> [Double]? {
        let characters = Array(line)
        guard !characters.isEmpty, characters.count <= maximumCharacters, line.unicodeScalars.count == characters.count,
              !line.unicodeScalars.contains(where: isRightToLeft) else { return nil }
        var offsets: [Double] = [0]
        var prefix = ""
        for character in characters.dropLast() {
            prefix.append(character)
            offsets.append(metrics.unroundedWidth(of: prefix))
        }
        return offsets
    }

    /// Scalars of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
