import Cassowary
import IBDocument
import IBXML

/// Lays out documents as UIKit and AppKit would: compiles each root view's hierarchy to
/// Cassowary, solves it, and reports frames, ambiguity and conflicts.
public enum LayoutEngine {
    /// Every root view of the document, laid out on `device` (default: the document's own), its
    /// text measured with `text`, as the canvas draws it or (`atRunTime`) as the app runs it.
    public static func layout(_ document: Document, device: LayoutDevice? = nil, text: TextMeasure = .standard, atRunTime: Bool = false) -> [RootLayout] {
        roots(of: document).map { layout(root: $0, device: device, text: text, atRunTime: atRunTime) }
    }

    /// The views whose frame their container sets: not in a `<subviews>` list.
    public static func roots(of document: Document) -> [View] {
        let tree = document.tree
        return document.allObjects.compactMap { object -> View? in
            guard let view = object.asView, view.frame != nil || ImpliedCellFrame.of(object) != nil,
                  let parent = tree.parent(of: object.node), !tree.isElement(parent, named: "subviews"),
                  !(object.key == "contentView" && LayoutSystem.hostsContentView.contains(object.parent?.elementName ?? "")),
                  !LayoutSystem.isGridContentView(object) else { return nil }
            return view
        }
    }

    /// One root view's hierarchy laid out; `marksTextFrames` solves once more (twice where the
    /// constraints squeeze a text view to nothing) to tell which frames text decides
    /// (`ViewLayout.dependsOnText`), which only reports need.
    /// `atRunTime` solves it as the app runs rather than as the canvas draws it
    /// (`LayoutEnvironment.atRunTime`): where a layout is compared with another of the same text
    /// measure, a text's required compression resistance is required, as UIKit has it (by default
    /// a measured text never makes a conflict: its width is an estimate). `rootSize` is the size a
    /// host gives the root (a container view's, solved in its own scene), in place of its frame.
    /// A conflict whose refused rule `minimizesConflict` rejects keeps only that rule as its set
    /// (finding a minimal set solves the system again per member).
    public static func layout(root: View, device: LayoutDevice? = nil, text: TextMeasure = .standard, marksTextFrames: Bool = true,
                              atRunTime: Bool = false, rootSize: Size? = nil, minimizesConflict: (LayoutRule) -> Bool = { _ in true }) -> RootLayout {
        var environment = LayoutEnvironment.of(root, device: device, text: text)
        environment.atRunTime = atRunTime
        if let rootSize, rootSize.width.isFinite, rootSize.height.isFinite {
            environment.rootFrame.width = max(0, rootSize.width)
            environment.rootFrame.height = max(0, rootSize.height)
        }
        var frames: [XMLNodeID: Rect] = [:]
        var pass = LayoutPass(root: root, environment: environment, frames: frames, diagnoses: false)
        // Safe areas and margins of subviews, and wrapping labels' heights, depend on where the views
        // end up: solve again from the solution's frames until they agree (as UIKit's layout passes
        // do; three passes are enough in practice). Only the last pass is diagnosed.
        for _ in 0..<3 where pass.wrappedAtOtherWidths || pass.usedInsets.contains(where: { !$0.value.isClose(to: pass.insets(for: $0.key)) }) {
            frames = pass.frames
            pass = LayoutPass(root: root, environment: environment, frames: frames, diagnoses: false)
        }
        pass.diagnose(minimizing: minimizesConflict)
        var result = pass.result
        // A host that gives way to its content ends at the size the solution gave the root.
        if atRunTime, environment.rootHost.givesWay {
            result.environment.rootFrame.width = result.rootSize.width
            result.environment.rootFrame.height = result.rootSize.height
        }
        guard marksTextFrames else { return result }
        // Which frames text decides: solve again with every text size a little larger.
        var others = [LayoutPass(root: root, environment: environment, frames: frames, textPadding: 13, diagnoses: false)]
        // Where constraints squeeze a text view to nothing, larger text only squeezes harder, and
        // which of the equally resisting views gives need not change (Vienna's notice held at 0
        // tall, the field above it a point short, in both solves): smaller text, which fits, moves
        // every frame the squeeze decides. It starts from the stored frames: started from the
        // squeezed solution, its tie-breakers would keep what the squeeze moved where it is.
        if pass.squeezesTextToNothing {
            others.append(LayoutPass(root: root, environment: environment, frames: [:], textPadding: -13, diagnoses: false))
        }
        // A size that stands in for one ibkit cannot compute (a stored frame's) is as uncertain as
        // a text's: the frames it decides move when it is larger. Apart from the text's, so that
        // neither hides the other's effect (a proportional stack's ratio holds when both grow).
        if pass.hasEstimates {
            others.append(LayoutPass(root: root, environment: environment, frames: frames, estimatePadding: 13, diagnoses: false))
        }
        let otherFrames = others.map { other in
            Dictionary(other.result.views.map { ($0.object.node, $0.frame) }, uniquingKeysWith: { first, _ in first })
        }
        for index in result.views.indices {
            let view = result.views[index]
            result.views[index].dependsOnText = otherFrames.contains { $0[view.object.node].map { moved(view.frame, $0) } ?? false }
        }
        return result
    }

    /// Whether two solutions put a view in other places.
    private static func moved(_ frame: Rect, _ other: Rect) -> Bool {
        abs(frame.x - other.x) + abs(frame.y - other.y) + abs(frame.width - other.width) + abs(frame.height - other.height) > 0.01
    }

    /// One solve of a root view's hierarchy: frames, and the constraints refused, without the
    /// ambiguity and text passes or conflict sets (what a benchmark of the solver times).
    public static func solve(root: View, device: LayoutDevice? = nil) -> RootLayout {
        LayoutPass(root: root, environment: LayoutEnvironment.of(root, device: device), frames: [:], diagnoses: false).result
    }
}
