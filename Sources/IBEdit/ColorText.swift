import Foundation

/// A `<color>` element as a person reads it: `#3366CC`, `#3366CC at 50%`, `systemBlueColor`,
/// `'Accent'` for a named colour, instead of its components' raw attributes.
enum ColorText {
    /// The colour the attributes describe; nil when they describe none ibkit knows.
    static func describe(_ attributes: [String: String]) -> String? {
        if let system = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] { return system }
        if attributes["catalog"] != nil, let name = attributes["name"] { return name }
        if let name = attributes["name"] { return "'\(name)'" }
        // Hostile values (nan, inf) read as opaque rather than trap.
        let alpha = attributes["alpha"].flatMap(Double.init).map { $0.isFinite ? min(max($0, 0), 1) : 1 } ?? 1
        var hex: String
        if let red = component(attributes["red"]), let green = component(attributes["green"]), let blue = component(attributes["blue"]) {
            hex = String(format: "#%02X%02X%02X", red, green, blue)
        } else if let white = component(attributes["white"]) {
            hex = String(format: "#%02X%02X%02X", white, white, white)
        } else {
            return nil
        }
        if let space = attributes["customColorSpace"] ?? attributes["colorSpace"], !["sRGB", "custom", "calibratedRGB", "deviceRGB", "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite"].contains(space) {
            hex += " (\(space))"
        }
        if alpha < 1 { hex += " at \(Int((alpha * 100).rounded()))%" }
        return hex
    }

    private static func component(_ text: String?) -> Int? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return Int((min(max(value, 0), 1) * 255).rounded())
    }
}
