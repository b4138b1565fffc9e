import Cassowary
import IBDocument

/// A stack view's two axes as expressions of an item's frame: along the arrangement (`start`,
/// `length`, `end`) and across it (`crossStart`, `crossLength`, `crossEnd`).
struct StackAxes {
    let vertical: Bool

    func start(_ item: LayoutItem) -> Expression { Expression(vertical ? item.y : item.x) }
    func length(_ item: LayoutItem) -> Expression { Expression(vertical ? item.height : item.width) }
    func end(_ item: LayoutItem) -> Expression { start(item) + length(item) }
    func crossStart(_ item: LayoutItem) -> Expression { Expression(vertical ? item.x : item.y) }
    func crossLength(_ item: LayoutItem) -> Expression { Expression(vertical ? item.width : item.height) }
    func crossEnd(_ item: LayoutItem) -> Expression { crossStart(item) + crossLength(item) }

    /// An intrinsic size's length along the arrangement, when it has one.
    func along(_ size: IntrinsicContentSize) -> Double? { vertical ? size.height : size.width }
    /// A frame's length along the arrangement.
    func along(_ rect: Rect) -> Double { vertical ? rect.height : rect.width }
}
