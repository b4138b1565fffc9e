extension TextMetrics {
    /// Per-character advances of the system font, in ems (filled by fitting; see Docs/Layout.md).
    static let advances: [Unicode.Scalar: Double] = [:]
}
