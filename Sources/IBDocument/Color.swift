import Foundation

import IBXML

/// A `<color>` in any of the forms Interface Builder writes.
public enum Color: Hashable, Sendable, Codable {
    /// Components in a color space: `calibratedRGB`, `deviceRGB`, or `custom` with a
    /// `customColorSpace` such as `sRGB` or `displayP3`.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A gray level (`calibratedWhite`, `deviceWhite`, `genericGamma22GrayColorSpace`).
    case white(white: Double, alpha: Double, colorSpace: String)
    /// CMYK components (`genericCMYKColorSpace`).
    case cmyk(cyan: Double, magenta: Double, yellow: Double, black: Double, alpha: Double)
    /// A UIKit system color (`systemColor="systemBackgroundColor"`), defined in the document's resources.
    case system(name: String)
    /// A named color: from an asset catalog (`name="AccentColor"`), or from an AppKit catalog
    /// (`catalog="System" name="controlColor"`).
    case named(name: String, catalog: String?)
    /// A pre-iOS 13 UIKit color constructor (`cocoaTouchSystemColor="darkTextColor"`).
    case cocoaTouchSystem(name: String)
    /// A form ibkit does not model; the element stays in the tree.
    case unknown

    /// Reads a `<color>` element.
    public init(_ tree: XMLTree, _ node: XMLNodeID) {
        func value(_ name: String) -> Double { tree.number(name, of: node) ?? 0 }
        let alpha = tree.number("alpha", of: node) ?? 1
        let space = tree.attribute("customColorSpace", of: node) ?? tree.attribute("colorSpace", of: node) ?? "custom"
        if let name = tree.attribute("systemColor", of: node) {
            self = .system(name: name)
        } else if let name = tree.attribute("cocoaTouchSystemColor", of: node) {
            self = .cocoaTouchSystem(name: name)
        } else if let name = tree.attribute("name", of: node) {
            self = .named(name: name, catalog: tree.attribute("catalog", of: node))
        } else if tree.attribute("red", of: node) != nil {
            self = .rgb(red: value("red"), green: value("green"), blue: value("blue"), alpha: alpha, colorSpace: space)
        } else if tree.attribute("white", of: node) != nil {
            self = .white(white: value("white"), alpha: alpha, colorSpace: space)
        } else if tree.attribute("cyan", of: node) != nil {
            self = .cmyk(cyan: value("cyan"), magenta: value("magenta"), yellow: value("yellow"), black: value("black"), alpha: alpha)
        } else {
            self = .unknown
        }
    }
}

extension Color: CustomStringConvertible {
    /// The color as Interface Builder's inspector would name it.
    public var description: String {
        func n(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.3f", value) }
        switch self {
        case .rgb(let r, let g, let b, let a, let space): return "rgba(\(n(r)), \(n(g)), \(n(b)), \(n(a))) \(space)"
        case .white(let w, let a, let space): return "white \(n(w)) alpha \(n(a)) \(space)"
        case .cmyk(let c, let m, let y, let k, let a): return "cmyk(\(n(c)), \(n(m)), \(n(y)), \(n(k))) alpha \(n(a))"
        case .system(let name): return "system \(name)"
        case .named(let name, let catalog): return catalog.map { "\($0) catalog \(name)" } ?? "named \(name)"
        case .cocoaTouchSystem(let name): return "UIColor.\(name)"
        case .unknown: return "unknown color"
        }
    }
}
