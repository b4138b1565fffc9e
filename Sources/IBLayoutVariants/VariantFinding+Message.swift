import IBDocument
import IBLayout

extension VariantFinding {
    /// The finding in words, as `check` prints it and the render page lists it: what is cut,
    /// overlaps or conflicts in its first configuration, and the others it appears in.
    /// Says why a text is a placeholder (`placeholder`: `outlet 'title' sets the text in code`) and
    /// when the first configuration's text was measured with an estimate.
    public func message() -> String {
        guard let first = occurrences.first else { return kind.rawValue }
        let caveats = [placeholder.map { "a placeholder: \($0)" }, first.estimate].compactMap { $0 }
        let note = caveats.isEmpty ? "" : " (" + caveats.joined(separator: "; ") + ")"
        switch kind {
        case .textTruncated:
            guard let fit = first.fit else { return "text is cut" }
            let own = TextFit.text(of: object)
            let shown = own.map { $0 == fit.text ? "" : " as '\(Self.shortened(fit.text))'" } ?? ""
            return "'\(Self.shortened(own ?? fit.text))'\(note) is \(Self.words(fit)) \(first.configuration)\(shown)" + alsoIn
        case .viewsOverlap:
            guard let overlap = first.overlap else { return "views overlap" }
            let size = "\(Int(overlap.width.rounded(.up))) × \(Int(overlap.height.rounded(.up))) points"
            return "\(object.layoutName) overlaps \(overlap.other.layoutName) by \(size) \(first.configuration), though not as designed\(note)" + alsoIn
        case .constraintsUnsatisfiable:
            guard let conflict = first.conflict else { return "constraints conflict" }
            let framework = object.document.platform?.framework ?? "UIKit"
            return "these \(conflict.set.count) required constraints cannot hold together \(first.configuration); \(framework) breaks \(conflict.broken.name)" + alsoIn
        }
    }

    /// `; also in 'fr' on iPhone 16 Pro Max (retina6_9), …`: the configurations after the first,
    /// at most four named.
    var alsoIn: String {
        let others = occurrences.dropFirst().map(\.configuration.description)
        guard !others.isEmpty else { return "" }
        let limit = 4
        let named = others.prefix(limit).joined(separator: "; ")
        return "; also " + named + (others.count > limit ? " and \(others.count - limit) more configuration(s)" : "")
    }

    /// `truncated (it needs 164 points and gets 120),`.
    static func words(_ fit: TextFit) -> String {
        let points = { (value: Double) in String(Int(value.rounded(.up))) }
        switch fit.cut {
        case .wrappedPastLimit?:
            return "wrapped past numberOfLines (\(fit.neededLines) lines, \(fit.lineLimit) shown) at \(points(fit.size.width)) points wide,"
        case let cut? where fit.lineLimit != 1:
            let lines = fit.neededLines == 0 ? "" : fit.neededLines == 1 ? "1 line, " : "\(fit.neededLines) lines, "
            return "\(cut.rawValue) (it needs \(lines)\(points(fit.neededHeight)) points of height and gets \(points(fit.size.height))),"
        case let cut?:
            return "\(cut.rawValue) (it needs \(points(fit.neededWidth)) points and gets \(points(fit.size.width))),"
        case nil:
            return "not cut"
        }
    }

    /// The text, at most 40 characters, on one line.
    static func shortened(_ text: String) -> String {
        let line = String(text.map { $0 == "\n" ? " " : $0 })
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
