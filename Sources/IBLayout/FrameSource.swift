/// What decided a view's solved frame, so that a reader knows how far to trust it.
public enum FrameSource: String, Codable, Sendable, CaseIterable {
    /// Solved from constraints, with natural sizes that are exact (fixed control sizes, images
    /// from the asset catalog, sizes the designer declared).
    case constraints
    /// Solved from constraints around a natural size measured from text: SF Pro's measured
    /// metrics for the system font, the app's font file for its own fonts, a fitted table for
    /// Helvetica Neue, else an estimate (the report says which per view).
    case textMetrics = "text metrics"
    /// Placed by its autoresizing mask from the stored frame, as UIKit resizes it.
    case autoresizing
    /// The constraints leave it free in some dimension: it sits at the stored frame there, as
    /// Xcode's own tie-breaking left it, which says nothing about where it lands at run time.
    case storedFrame = "stored frame"

    /// The source of one view's frame, from what the solve found.
    public init(usesAutoLayout: Bool, dependsOnText: Bool, isAmbiguous: Bool) {
        if !usesAutoLayout {
            self = .autoresizing
        } else if isAmbiguous {
            self = .storedFrame
        } else {
            self = dependsOnText ? .textMetrics : .constraints
        }
    }
}
