import IBXML

/// A size-class variation (`<variation key="heightClass=compact-widthClass=regular">`): what the
/// view looks like for one trait combination — constraints and subviews left out, properties changed.
public struct Variation: Hashable {
    /// The document the variation belongs to.
    public let document: Document
    /// The `<variation>` element.
    public let node: XMLNodeID

    /// The key exactly as written.
    public var key: String? { document.tree.attribute("key", of: node) }

    /// The traits the variation applies to (`widthClass` → `compact`, …).
    public var traits: [(trait: String, value: String)] {
        (key ?? "").split(separator: "-").compactMap { part in
            let pair = part.split(separator: "=", maxSplits: 1)
            return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
        }
    }

    /// Ids the variation excludes (`<mask key="constraints"><exclude reference="…"/>`), by mask key.
    public var excluded: [(mask: String, reference: String)] { entries("exclude") }

    /// Ids the variation puts back (`<include reference="…"/>`), by mask key.
    public var included: [(mask: String, reference: String)] { entries("include") }

    /// Whether the variation applies to a trait collection (`widthClass` → `compact`, …): every
    /// trait it names has that value. `default` names none and applies everywhere.
    public func applies(to traits: [String: String]) -> Bool {
        self.traits.allSatisfy { traits[$0.trait] == $0.value }
    }

    private func entries(_ element: String) -> [(mask: String, reference: String)] {
        let tree = document.tree
        return tree.childElements(of: node).filter { tree.isElement($0, named: "mask") }.flatMap { mask in
            tree.childElements(of: mask).compactMap { entry -> (String, String)? in
                guard tree.isElement(entry, named: element), let reference = tree.attribute("reference", of: entry) else { return nil }
                return (tree.attribute("key", of: mask) ?? "", reference)
            }
        }
    }
}

extension View {
    /// The ids of the constraints and subviews this view's base variation (`default`, the "Any,
    /// Any" size class) leaves out: UIKit installs them only where a variation for the running
    /// size class includes them again.
    public var excludedInBaseSizeClass: Set<String> {
        Set(variations.filter { $0.key == "default" }.flatMap { $0.excluded.map(\.reference) })
    }
}
