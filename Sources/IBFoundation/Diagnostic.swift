/// A finding about a document, as a value: rule, severity, message and where it points.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule that produced the finding (`parse-error`, `outlet-missing`, …).
    public var ruleID: String
    /// How serious the finding is.
    public var severity: Severity
    /// One sentence that says what is wrong.
    public var message: String
    /// The element or byte the finding is about.
    public var location: SourceLocation
    /// Further locations that explain the finding (the other duplicate, the opening tag, …).
    public var notes: [Note]
    /// The target the finding was judged in, when a project says which target bundles or
    /// compiles the file.
    public var target: String?
    /// The layout configurations a layout finding appears in (`check --layout`); nil for others.
    public var configurations: [LayoutConfigurationName]?

    /// One layout configuration as findings name it: a device (`"document"` for the document's
    /// own), a language (`"base"` for the document's own strings) and a text size.
    public struct LayoutConfigurationName: Hashable, Sendable, Codable, CustomStringConvertible {
        /// `document`, Interface Builder's device id (`retina4_0`), or `window-minimum`.
        public var device: String
        /// `base`, a language code, `pseudo` or `rtl`.
        public var language: String
        /// The content size category (`large` is the default).
        public var contentSizeCategory: String

        /// A configuration's name.
        public init(device: String, language: String, contentSizeCategory: String) {
            self.device = device
            self.language = language
            self.contentSizeCategory = contentSizeCategory
        }

        /// `retina4_0, de, large`: what a message lists.
        public var description: String { "\(device), \(language), \(contentSizeCategory)" }
    }

    /// A secondary message attached to a diagnostic.
    public struct Note: Hashable, Sendable, Codable {
        /// What the note says.
        public var message: String
        /// Where the note points.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation, notes: [Note] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic in the `file:line:column: severity: message` form Xcode and compilers use.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
