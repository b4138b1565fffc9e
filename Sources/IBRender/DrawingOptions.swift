/// Which frames a drawing shows.
public enum DrawnFrames: String, Sendable, CaseIterable {
    /// The frames the document stores: what Xcode's canvas draws for the document's own device,
    /// language and text size.
    case stored
    /// ibkit's solution: what other devices, languages and text sizes need, and what a reader asks
    /// for to see where the constraints put each view.
    case solved
}

/// How a document is drawn, besides the configuration it is laid out in.
public struct DrawingOptions: Sendable, Equatable {
    /// The frames drawn.
    public var frames: DrawnFrames
    /// Whether a view whose solved frame is not where the document stores it gets a dashed
    /// orange outline at the stored frame, as Xcode marks a misplaced view (solved frames only).
    public var marksMisplaced: Bool
    /// Whether hidden views and what they hold are drawn, faint (the canvas leaves them out).
    public var showsHidden: Bool

    /// Options from each choice.
    public init(frames: DrawnFrames, marksMisplaced: Bool = false, showsHidden: Bool = false) {
        self.frames = frames
        self.marksMisplaced = marksMisplaced
        self.showsHidden = showsHidden
    }

    /// The document as Xcode's canvas shows it in its own configuration: stored frames, hidden
    /// views left out.
    public static let canvas = DrawingOptions(frames: .stored)
    /// ibkit's solution, hidden views left out: every other configuration.
    public static let solved = DrawingOptions(frames: .solved)
}
