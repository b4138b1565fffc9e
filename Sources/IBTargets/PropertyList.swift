/// A value of a property list with the line and column it starts at, so that whatever is read
/// from a project file can be reported where it is written.
public struct PropertyList: Sendable, Hashable {
    /// What a value is.
    public indirect enum Value: Sendable, Hashable {
        /// A quoted or unquoted string (old-style lists write numbers as strings too).
        case string(String)
        /// `<0fbd77 …>` bytes.
        case data([UInt8])
        /// `( a, b, )`.
        case array([PropertyList])
        /// `{ key = value; }`, keys in the order written.
        case dictionary(keys: [String], values: [String: PropertyList])
    }

    /// The value.
    public var value: Value
    /// The 1-based line the value starts on.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes) the value starts at.
    public var column: Int

    /// Creates a value at a position.
    public init(_ value: Value, line: Int = 1, column: Int = 1) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The elements, when the value is an array.
    public var array: [PropertyList]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value under `key`, when the value is a dictionary that has it.
    public subscript(key: String) -> PropertyList? {
        if case .dictionary(_, let values) = value { return values[key] }
        return nil
    }

    /// The keys in the order written, when the value is a dictionary.
    public var keys: [String] {
        if case .dictionary(let keys, _) = value { return keys }
        return []
    }

    /// The strings of an array value; a lone string counts as an array of one, as Xcode reads
    /// build settings written either way.
    public var strings: [String] {
        switch value {
        case .string(let text): [text]
        case .array(let elements): elements.compactMap(\.string)
        default: []
        }
    }
}
