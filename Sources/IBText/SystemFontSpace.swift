/// SF Pro's space, which its measured characters lack, in ems: one advance for the Text design
/// (optical size 17) and one for the Display design (28).
///
/// The space narrows along the optical-size axis as every other glyph of the variable font does,
/// so a size between the two designs takes the blend the glyphs take there
/// (`SystemFontMetrics.displayShare`).
public struct SystemFontSpace: Sendable, Equatable {
    /// The Text design's space, in ems.
    public var text: Double
    /// The Display design's space, in ems.
    public var display: Double

    /// A space for each design.
    public init(text: Double, display: Double) {
        self.text = text
        self.display = display
    }

    /// One advance in every design (for measuring without spaces, or a fit of one number).
    public static func uniform(_ ems: Double) -> SystemFontSpace {
        SystemFontSpace(text: ems, display: ems)
    }

    /// The advance `share` of the way from the Text design to the Display design.
    public func blended(_ share: Double) -> Double {
        text + (display - text) * share
    }
}
