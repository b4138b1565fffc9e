/// A position in a document or source file, as compilers report it.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, the way clang and swiftc
/// count them, so an editor jumps to the same place either tool names.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file path as it was given to ibkit.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The Interface Builder object id the location belongs to, when there is one.
    public var objectID: String?

    /// Creates a location.
    public init(file: String, line: Int, column: Int, objectID: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
    }

    /// `file:line:column`, the prefix every diagnostic line starts with.
    public var description: String { "\(file):\(line):\(column)" }
}
