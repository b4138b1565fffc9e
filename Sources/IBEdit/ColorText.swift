import Foundation
import IBDocument

/// A colour as a person reads it: `#3366CC`, `#3366CC at 50%`, `systemBlueColor`, `'Accent'` for
/// a named colour, instead of its components' raw attributes.
enum ColorText {
    /// The colour in words; nil for a form with no short name (CMYK, unknown), which the diff
    /// then writes as its attributes.
    static func describe(_ color: Color) -> String? {
        switch color {
        case .system(let name), .cocoaTouchSystem(let name), .named(let name, _?):
            return name
        case .named(let name, nil):
            return "'\(name)'"
        case let .rgb(red, green, blue, alpha, space):
            return hex(red, green, blue, alpha: alpha, space: space)
        case let .white(white, alpha, space):
            return hex(white, white, white, alpha: alpha, space: space)
        case .cmyk, .unknown:
            return nil
        }
    }

    /// The spaces a hex stands for without saying so.
    static let plainSpaces: Set<String> = ["sRGB", "custom", "calibratedRGB", "deviceRGB", "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite"]

    private static func hex(_ red: Double, _ green: Double, _ blue: Double, alpha: Double, space: String) -> String {
        var text = String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
        if !plainSpaces.contains(space) { text += " (\(space))" }
        // Hostile values (nan, inf) read as opaque rather than trap.
        let opacity = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        if opacity < 1 { text += " at \(Int((opacity * 100).rounded()))%" }
        return text
    }

    private static func byte(_ value: Double) -> Int {
        Int((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded())
    }
}
