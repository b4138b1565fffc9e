/// The formatting choices that differ between Xcode versions, taken from the document itself.
public struct XcodeFormat: Sendable, Hashable {
    /// Whether `>` is written `&gt;` inside attribute values (Xcode 8 and later do; Xcode 6 did not).
    public var escapesGreaterThanInAttributes: Bool
    /// Whether the file ends with a line break after the root element (Xcode 5 wrote none).
    public var endsWithLineBreak: Bool

    /// The current Xcode's choices, for documents created from scratch.
    public static let current = XcodeFormat(escapesGreaterThanInAttributes: true, endsWithLineBreak: true)

    /// Creates a format.
    public init(escapesGreaterThanInAttributes: Bool, endsWithLineBreak: Bool) {
        self.escapesGreaterThanInAttributes = escapesGreaterThanInAttributes
        self.endsWithLineBreak = endsWithLineBreak
    }

    /// The format of the Xcode that last wrote the tree's document.
    ///
    /// The escaping follows the root's `toolsVersion` (documents from 11000 on escape `>`, the
    /// corpus's 6751 ones do not; no document between shows which way Xcode 7 went, so it counts as
    /// new). Whether the file ends with a line break is kept as it was: Xcode 5 (tools 4xxx) wrote
    /// none, later Xcodes always do, and keeping the document's own choice avoids a diff on its
    /// last line when a file was touched by another editor.
    public static func of(_ tree: XMLTree) -> XcodeFormat {
        var format = XcodeFormat.current
        if let root = tree.rootElement, let tools = tree.attribute("toolsVersion", of: root),
           let major = Int(tools.prefix { $0.isNumber }) {
            format.escapesGreaterThanInAttributes = major >= 7000
            format.endsWithLineBreak = !(4000..<5000).contains(major)
        }
        if let last = tree.bytes.last, tree.rootElement != nil {
            format.endsWithLineBreak = last == 0x0A
        }
        return format
    }
}
