/// The parts of the Language Server Protocol 3.17 the server speaks, as Codable values.
///
/// No maintained Swift package of protocol types is among the project's dependencies, so the
/// few structures used are declared here, named as the specification names them.
public enum LSP {
    /// A zero-based line and a character offset in UTF-16 code units.
    public struct Position: Codable, Hashable, Sendable {
        /// Zero-based line.
        public var line: Int
        /// Zero-based UTF-16 offset in the line.
        public var character: Int
        /// Creates a position.
        public init(line: Int, character: Int) { self.line = line; self.character = character }
    }

    /// A range between two positions, the end exclusive.
    public struct Range: Codable, Hashable, Sendable {
        /// Where it starts.
        public var start: Position
        /// Where it ends.
        public var end: Position
        /// Creates a range.
        public init(start: Position, end: Position) { self.start = start; self.end = end }
    }

    /// A range in a file.
    public struct Location: Codable, Hashable, Sendable {
        /// The file's URI.
        public var uri: String
        /// The range.
        public var range: Range
        /// Creates a location.
        public init(uri: String, range: Range) { self.uri = uri; self.range = range }
    }

    /// A finding as an editor shows it.
    public struct Diagnostic: Codable, Hashable, Sendable {
        /// Where.
        public var range: Range
        /// 1 error, 2 warning, 3 information, 4 hint.
        public var severity: Int
        /// The rule id.
        public var code: String
        /// Always "ibkit".
        public var source: String
        /// The message.
        public var message: String
        /// Other places the finding names ("declared here").
        public var relatedInformation: [RelatedInformation]?
        /// Creates a diagnostic.
        public init(range: Range, severity: Int, code: String, source: String = "ibkit", message: String) {
            self.range = range; self.severity = severity; self.code = code; self.source = source; self.message = message
        }

        /// Reads a diagnostic as a client sends it back, where all but the range and message may
        /// be missing (a number code counts as its text).
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            range = try container.decode(Range.self, forKey: .range)
            message = try container.decode(String.self, forKey: .message)
            severity = (try? container.decode(Int.self, forKey: .severity)) ?? 1
            source = (try? container.decode(String.self, forKey: .source)) ?? ""
            code = (try? container.decode(String.self, forKey: .code)) ?? (try? container.decode(Int.self, forKey: .code)).map(String.init) ?? ""
            relatedInformation = try? container.decode([RelatedInformation].self, forKey: .relatedInformation)
        }
    }

    /// A place a diagnostic refers to, with what it is.
    public struct RelatedInformation: Codable, Hashable, Sendable {
        /// Where.
        public var location: Location
        /// What is there.
        public var message: String
        /// Creates an entry.
        public init(location: Location, message: String) { self.location = location; self.message = message }
    }

    /// A replacement of a range by text.
    public struct TextEdit: Codable, Hashable, Sendable {
        /// What is replaced.
        public var range: Range
        /// The new text.
        public var newText: String
        /// Creates an edit.
        public init(range: Range, newText: String) { self.range = range; self.newText = newText }
    }

    /// Edits to several files.
    public struct WorkspaceEdit: Codable, Hashable, Sendable {
        /// Edits by file URI.
        public var changes: [String: [TextEdit]]
        /// Creates an edit.
        public init(changes: [String: [TextEdit]]) { self.changes = changes }
    }

    /// A fix offered for diagnostics.
    public struct CodeAction: Codable, Hashable, Sendable {
        /// What the editor shows.
        public var title: String
        /// Always "quickfix".
        public var kind: String
        /// The diagnostics it fixes.
        public var diagnostics: [Diagnostic]
        /// Whether it is the fix to apply without asking.
        public var isPreferred: Bool
        /// The edit.
        public var edit: WorkspaceEdit
        /// Creates an action.
        public init(title: String, diagnostics: [Diagnostic], isPreferred: Bool = true, edit: WorkspaceEdit) {
            self.title = title; self.kind = "quickfix"; self.diagnostics = diagnostics; self.isPreferred = isPreferred; self.edit = edit
        }
    }

    /// Markdown shown on hover.
    public struct Hover: Codable, Hashable, Sendable {
        /// The content, `{kind: "markdown", value}`.
        public var contents: MarkupContent
        /// The range the hover is about.
        public var range: Range?
        /// Creates a hover.
        public init(markdown: String, range: Range?) { self.contents = MarkupContent(kind: "markdown", value: markdown); self.range = range }
    }

    /// Text in a markup language.
    public struct MarkupContent: Codable, Hashable, Sendable {
        /// "markdown" or "plaintext".
        public var kind: String
        /// The text.
        public var value: String
    }

    /// One entry of a document's outline, with its children.
    public struct DocumentSymbol: Codable, Hashable, Sendable {
        /// The name shown.
        public var name: String
        /// A second line: the class, the id.
        public var detail: String?
        /// The symbol kind (5 class, 2 module, 8 field, 12 function, 23 struct…).
        public var kind: Int
        /// The whole element.
        public var range: Range
        /// The part to select: the element's start.
        public var selectionRange: Range
        /// Nested entries.
        public var children: [DocumentSymbol]
        /// Creates a symbol.
        public init(name: String, detail: String?, kind: Int, range: Range, selectionRange: Range, children: [DocumentSymbol]) {
            self.name = name; self.detail = detail; self.kind = kind; self.range = range; self.selectionRange = selectionRange; self.children = children
        }
    }

    /// `SymbolKind` numbers used by the outline.
    public enum SymbolKind {
        static let namespace = 3, classKind = 5, field = 8, object = 19
    }
}
