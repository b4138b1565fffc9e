import IBDocument
import IBFoundation

/// A document's layout as plain, sorted, Codable values: what `ibkit layout` prints (as text or
/// JSON) and what the layout check rules read.
public struct LayoutReport: Codable, Sendable {
    /// One root view's layout.
    public struct Root: Codable, Sendable {
        /// The root view's id.
        public var id: String?
        /// Its class.
        public var className: String?
        /// The device id it was laid out on, when there is one.
        public var device: String?
        /// `portrait` or `landscape`.
        public var orientation: String
        /// The root's size.
        public var size: Size
        /// Every view below the root.
        public var views: [View]
        /// Required constraints that cannot hold together.
        public var conflicts: [Conflict]
    }

    /// One view's frames.
    public struct View: Codable, Sendable {
        /// The view's id.
        public var id: String?
        /// Its class.
        public var className: String?
        /// Where the view is written.
        public var line: Int
        /// The solved frame in the superview (the document's convention: y up on AppKit).
        public var frame: Rect
        /// The stored frame.
        public var stored: Rect?
        /// Solved minus stored, when they differ by more than the tolerance.
        public var misplacedBy: Rect?
        /// The dimensions the constraints leave free (`x`, `y`, `width`, `height`).
        public var ambiguous: [String]
        /// Whether Auto Layout places the view.
        public var autoLayout: Bool
        /// Whether the frame depends on text metrics.
        public var textDependent: Bool
        /// What decided the frame.
        public var source: FrameSource
        /// Which data measured the view's own text, for a view whose frame text decides:
        /// `system font`, `font file`, `fitted` or `estimate`.
        public var measuredBy: String?
        /// The app's font file that measured it.
        public var fontFile: String?
        /// The font of the view's own text when neither the system font's data nor the app's
        /// files provide it and it was measured with the system font's metrics (an estimate).
        public var unmeasuredFont: String?
        /// How many of its characters no data measures (their advances are estimates).
        public var estimatedCharacters: Int?
        /// The words the text report uses for all of the above.
        public var textMeasurement: String?
    }

    /// A minimal set of required constraints that cannot hold together.
    public struct Conflict: Codable, Sendable {
        /// The constraint UIKit would break.
        public var broken: Item
        /// The whole set, `broken` included.
        public var constraints: [Item]
    }

    /// A constraint of a conflict, named as a person finds it.
    public struct Item: Codable, Sendable {
        /// The constraint: `identifier (line N)`, `id (line N)`, or what UIKit adds (`autoresizing mask of …`).
        public var name: String
        /// The relation as solved (`a.minX - b.minX - 20 == 0`).
        public var relation: String
        /// Where the constraint (or the view whose mask or size it is) is written.
        public var location: SourceLocation?
    }

    /// The document's path.
    public var path: String
    /// Its root views.
    public var roots: [Root]

    /// The report of a laid-out document; `comparesStoredFrames` is false on a device other than
    /// the document's own, where the stored frames say nothing about misplacement.
    public init(path: String, layouts: [RootLayout], tolerance: Double = LayoutFidelity.tolerance, comparesStoredFrames: Bool = true) {
        self.path = path
        roots = layouts.map { layout in
            let ambiguous = Dictionary(layout.ambiguities.map { ($0.object, $0.dimensions) }, uniquingKeysWith: { first, _ in first })
            let views = layout.views.map { view in
                let text = view.dependsOnText ? view.object.asView.flatMap { TextMeasurement.of($0, environment: layout.environment) } : nil
                return View(id: view.object.id, className: view.object.className, line: view.object.location.line, frame: view.frame,
                     stored: view.stored, misplacedBy: !comparesStoredFrames || view.matchesStored(tolerance: tolerance) ? nil : view.delta,
                     ambiguous: ambiguous[view.object] ?? [], autoLayout: view.usesAutoLayout, textDependent: view.dependsOnText,
                     source: FrameSource(usesAutoLayout: view.usesAutoLayout, dependsOnText: view.dependsOnText,
                                         isAmbiguous: !(ambiguous[view.object] ?? []).isEmpty),
                     measuredBy: text?.source.kind, fontFile: text?.source.fontFile, unmeasuredFont: text?.source.estimatedFont,
                     estimatedCharacters: text.flatMap { $0.estimatedCharacters > 0 ? $0.estimatedCharacters : nil }, textMeasurement: text?.summary)
            }
            let environment = layout.environment
            return Root(id: layout.root.id, className: layout.root.className, device: environment.device?.id, orientation: environment.orientation.rawValue,
                        size: Size(width: environment.rootFrame.width, height: environment.rootFrame.height), views: views,
                        conflicts: layout.conflicts.map { conflict in Conflict(broken: Self.item(conflict.broken), constraints: conflict.set.map(Self.item)) })
        }
    }

    static func item(_ rule: LayoutRule) -> Item {
        Item(name: rule.name, relation: rule.constraint.relationDescription, location: rule.location)
    }
}

