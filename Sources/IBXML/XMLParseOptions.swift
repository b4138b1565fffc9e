/// Limits that keep hostile or accidental input from exhausting memory or time.
public struct XMLParseOptions: Sendable, Hashable {
    /// The deepest element nesting accepted; real documents stay below 60.
    public var maxDepth: Int
    /// The largest file accepted, in bytes.
    public var maxFileSize: Int

    /// 256 levels and 256 MiB: ten times what the largest real documents need.
    public static let `default` = XMLParseOptions(maxDepth: 256, maxFileSize: 256 << 20)

    /// Creates limits; the file size is capped at 2 GiB, the most the tree's offsets can address.
    public init(maxDepth: Int, maxFileSize: Int) {
        self.maxDepth = max(1, maxDepth)
        self.maxFileSize = min(max(0, maxFileSize), Int(Int32.max))
    }
}
