import IBDocument
import IBXML

extension IntrinsicContentSize {
    /// A UISegmentedControl: its segments share the widest one's width (unless the control
    /// apportions widths by content), each a 13-point title or an image with 8 points either side.
    ///
    /// The padding is an estimate: the corpus's unconstrained controls (124 points for the default
    /// "First" and "Second", stored 121) scatter up to 4 points either side of it.
    static func segmentedControl(_ view: View, images: [String: Size], scale: Double, tools: Int, text: TextMeasure = .standard) -> IntrinsicContentSize {
        let object = view.object
        let tree = object.document.tree
        let height: Double = tools >= XcodeBuilds.xcode11 ? 31 : 28
        let segments = tree.descendants(of: object.node).filter { tree.isElement($0, named: "segment") }
        // tvOS draws larger segments in a font the corpus does not pin down: what Interface
        // Builder stored stands in (VLC's remote playback control, 294 × 84).
        if object.document.platform == .tvOS { return storedEstimate(of: view) }
        guard object.document.platform == .iOS, !segments.isEmpty else { return IntrinsicContentSize(width: nil, height: height) }
        let metrics = TextMetrics(font: nil, scale: scale, platform: .iOS, tools: tools, text: text).resized(to: 13)
        // A segment of unknown size leaves the control's width to its constraints.
        guard let widths = segmentWidths(segments, in: tree, title: "title", metrics: metrics, padding: 16, images: images) else {
            return IntrinsicContentSize(width: nil, height: height)
        }
        let byContent = object.attribute("apportionsSegmentWidthsByContent") == "YES"
        let width = byContent ? widths.reduce(0, +) : (widths.max() ?? 0) * Double(widths.count)
        return IntrinsicContentSize(width: metrics.roundUp(width), height: height, dependsOnText: true)
    }

    /// Each segment's width: its own `width`, else its title (`title`, or AppKit's `label`) or its
    /// image with `padding`; nil when a segment has none of them.
    static func segmentWidths(_ segments: [XMLNodeID], in tree: XMLTree, title: String, metrics: TextMetrics,
                              padding: Double, images: [String: Size]) -> [Double]? {
        var widths: [Double] = []
        for segment in segments {
            if let fixed = tree.number("width", of: segment), fixed > 0 {
                widths.append(fixed)
            } else if let text = tree.attribute(title, of: segment), !text.isEmpty {
                widths.append(metrics.width(of: text) + padding)
            } else if let image = tree.attribute("image", of: segment).flatMap({ images[$0] }) {
                widths.append(image.width + padding)
            } else {
                return nil
            }
        }
        return widths
    }
}
