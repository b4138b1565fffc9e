import IBDocument
import IBFoundation
import IBLayout

/// A layout problem that some configurations show: one per view and kind, with every
/// configuration it appears in.
public struct VariantFinding: Sendable {
    /// What is wrong.
    public enum Kind: String, Sendable, CaseIterable {
        /// A text needs more width or lines than it gets.
        case textTruncated = "text-truncated"
        /// Two siblings overlap where the base layout keeps them apart.
        case viewsOverlap = "views-overlap"
        /// Required constraints that cannot hold together, where the base layout holds them.
        case constraintsUnsatisfiable = "constraints-unsatisfiable"
    }

    /// One configuration the problem appears in, with what it looks like there.
    public struct Occurrence: Sendable {
        /// The configuration.
        public let configuration: LayoutConfiguration
        /// The text and the room it gets (text-truncated).
        public var fit: TextFit?
        /// The sibling it overlaps and the overlap's size (views-overlap).
        public var overlap: (other: IBObject, width: Double, height: Double)?
        /// The conflict (constraints-unsatisfiable).
        public var conflict: LayoutConflict?
        /// How the text was measured when that was an estimate (a font no data measures, or
        /// characters outside the data): the finding says so.
        public var estimate: String?
        /// Whether the estimate decides the finding: the cut is within what the estimate can be
        /// off by (an overlap of estimated texts always is). Such an occurrence is only a note.
        public var estimateDecides = false
    }

    /// The kind.
    public let kind: Kind
    /// The view (for a conflict, the view that holds the constraint UIKit breaks).
    public let object: IBObject
    /// Where to report: the view's line, or the broken constraint's.
    public let location: SourceLocation
    /// Each configuration it appears in, in the plan's order.
    public internal(set) var occurrences: [Occurrence]
    /// Why the view's text is only a stand-in for what the app shows (`PlaceholderText`), when
    /// the document tells; `check` adds what the sources tell.
    public var placeholder: String?

    /// The configurations' names, as JSON findings carry them.
    public var configurationNames: [Diagnostic.LayoutConfigurationName] { occurrences.map(\.configuration.name) }
}

/// What laying out a document in its configurations found, and what could not be tried.
public struct VariantAnalysis: Sendable {
    /// The findings, in document order.
    public var findings: [VariantFinding] = []
    /// Translations that could not be read (each one error at its line); the others still ran.
    public var unreadable: [DocumentError] = []
    /// The configurations tried.
    public var configurations: [LayoutConfiguration] = []
    /// Root layouts solved, for the benchmark.
    public var layoutsSolved = 0
    /// Text views judged (labels, titled buttons, AppKit labels) in the base configuration.
    public var textViews = 0
}
