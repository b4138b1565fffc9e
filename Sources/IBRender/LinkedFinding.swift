/// A finding listed on a document's page, linked to the drawing that shows it (the
/// configuration a layout breaks in, drawn beside the page).
public struct LinkedFinding: Sendable, Hashable {
    /// The rule (`text-truncated`).
    public var rule: String
    /// The document line it points at.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// The drawing's file name, relative to the page; nil when none was drawn.
    public var link: String?

    /// A finding for the page.
    public init(rule: String, line: Int, message: String, link: String?) {
        self.rule = rule
        self.line = line
        self.message = message
        self.link = link
    }

    /// The list the page shows above its drawings; empty without findings.
    static func section(_ findings: [LinkedFinding]) -> String {
        guard !findings.isEmpty else { return "" }
        let items = findings.map { finding in
            let text = SVGElement.escape("line \(finding.line): \(finding.message) [\(finding.rule)]", quotes: false)
            guard let link = finding.link else { return "<li>\(text)</li>" }
            return "<li><a href=\"\(SVGElement.escape(link, quotes: true))\">\(text)</a></li>"
        }
        return "<section class=\"findings\"><h2>Layout findings (\(findings.count))</h2><ul>" + items.joined() + "</ul></section>"
    }
}
