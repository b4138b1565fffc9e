import Foundation
import IBDocument
import IBLayout

/// Every Auto Layout view whose solved frame misses the stored one, a row each, as tab-separated
/// values: what reading the misses one by one (by device, Xcode, element) starts from.
struct LayoutMissesTable {
    static let header = ["fold", "path", "line", "id", "element", "class", "platform", "tools", "system", "device", "orientation",
                         "root", "parent", "cause", "text", "basis", "stored", "solved", "dx", "dy", "dw", "dh"].joined(separator: "\t")

    private(set) var rows: [String] = []

    /// Adds the misses among one document's compared layouts (``LayoutFidelity/add(_:text:)``).
    mutating func add(_ layouts: [RootLayout], of document: Document, fold: Int, relativePath: String) {
        let header = document.header
        for layout in layouts {
            let ambiguous = Set(layout.ambiguities.map(\.object))
            for view in layout.views where !view.isHidden && view.usesAutoLayout {
                guard let stored = view.stored, let delta = view.delta else { continue }
                guard !LayoutFidelity.matches(view, ambiguous: ambiguous) else { continue }
                let isAmbiguous = ambiguous.contains(view.object)
                let cause = LayoutFidelity.cause(of: view, in: layout, ambiguous: isAmbiguous)
                let fields: [String] = [
                    "\(fold + 1)", relativePath, "\(view.object.location.line)", view.object.id ?? "", view.object.elementName,
                    view.object.attribute("customClass") ?? "", document.platform.map { "\($0)" } ?? "",
                    header.toolsVersion ?? "", header.systemVersion ?? "", layout.environment.device?.id ?? "",
                    layout.environment.orientation.rawValue, Self.rootName(layout.root), view.object.parent?.elementName ?? "",
                    cause, view.dependsOnText ? "1" : "0", view.dependsOnText ? "\(TextBasis.of(view.object))" : "", Self.format(stored), Self.format(view.frame),
                    Self.number(delta.x), Self.number(delta.y), Self.number(delta.width), Self.number(delta.height),
                ]
                rows.append(fields.joined(separator: "\t"))
            }
        }
    }

    /// The root, and the controller or top-level element it belongs to.
    private static func rootName(_ root: IBObject) -> String {
        var owner = root.parent
        while let current = owner, current.parent != nil, current.elementName != "scene", current.elementName != "objects" {
            if current.elementName.hasSuffix("Controller") { return "\(root.elementName) in \(current.elementName)" }
            owner = current.parent
        }
        return root.elementName
    }

    private static func format(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: " ")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// Writes the table (header first).
    func write(to path: String) throws {
        try ([Self.header] + rows).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
