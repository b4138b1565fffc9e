/// Where a view's text baselines are, for constraints on `firstBaseline` and `lastBaseline`.
enum Baselines: Sendable {
    /// The first baseline this far below the top and the last this far above the bottom: a label,
    /// whose text starts at its top.
    case edges(first: Double, last: Double)
    /// One baseline this far below the centre line: a control that centres one line of text (a
    /// button, a text field), whose baseline moves with its centre when it is stretched.
    case centered(Double)
}
