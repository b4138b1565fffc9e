import IBDocument

extension IntrinsicContentSize {
    /// The size Interface Builder stored for a control whose drawing ibkit does not model, as an
    /// estimate of its natural size: AppKit's inline, round-rect and disclosure buttons, titled
    /// square buttons and level indicators, segmented controls showing images, tvOS's segmented
    /// controls. Every such control has one (an NSControl's is its cell's size); left open, it
    /// would make neighbours that Xcode placed exactly look ambiguous (WWDC's download list,
    /// Vienna's filter bar and credentials sheet, OpenEmu's homebrew table, CotEditor's add and
    /// remove buttons). Like a text's size it is never required, and the frames it decides are
    /// judged with the text-dependent ones: it echoes the document rather than predicting it.
    /// A control that draws a line of text gives it as `baselines`.
    static func storedEstimate(of view: View, baselines: Baselines? = nil) -> IntrinsicContentSize {
        guard let frame = view.frame, frame.width.isFinite, frame.height.isFinite else { return .none }
        let outset = AlignmentInsets.of(view.object)
        return IntrinsicContentSize(width: max(0, frame.width - outset.left - outset.right),
                                    height: max(0, frame.height - outset.top - outset.bottom), baselines: baselines, isEstimate: true)
    }
}
