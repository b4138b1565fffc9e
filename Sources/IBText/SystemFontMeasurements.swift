import Foundation

/// The measured SF Pro metrics as `../shared/fonts/sf-pro-metrics.json` gives them (every weight
/// at every whole optical size from 17 to 28, characters as strings): what `ibkit-bench
/// system-font-table` turns into the bundled file.
public struct SystemFontMeasurements: Decodable, Sendable {
    /// One weight at one optical size.
    public struct Instance: Decodable, Sendable {
        /// The weight's name (`regular`, `semibold`).
        public var weight: String
        /// The optical size, 17 to 28.
        public var opsz: Int
        /// Each character shaped alone, in font units.
        public var advances: [String: Int]
        /// A pair's advance minus both characters' advances, where not 0.
        public var kerning: [String: Int]
        /// Pairs that shape into one glyph: that glyph's advance.
        public var ligatures: [String: Int]
    }

    /// The measured font's version.
    public var version: String
    /// Font units per em.
    public var unitsPerEm: Int
    /// The measured characters, in order.
    public var characters: String
    /// Every weight at every optical size.
    public var instances: [Instance]

    /// Reads the JSON.
    public static func decode(_ data: Data) throws -> SystemFontMeasurements {
        try JSONDecoder().decode(SystemFontMeasurements.self, from: data)
    }

    /// The metrics of the instances at `opticalSizes` (the designs the others interpolate).
    public func metrics(opticalSizes: Set<Int>) throws -> SystemFontMetrics {
        let scalars = characters.unicodeScalars.map { $0 }
        var index: [Unicode.Scalar: Int] = [:]
        for (position, scalar) in scalars.enumerated() { index[scalar] = position }
        func pair(_ key: String) -> (Int, Int)? {
            let parts = key.unicodeScalars.map { $0 }
            guard parts.count == 2, let first = index[parts[0]], let second = index[parts[1]] else { return nil }
            return (first, second)
        }
        let count = scalars.count
        let kept = try instances.filter { opticalSizes.contains($0.opsz) }.map { instance -> SystemFontMetrics.Instance in
            guard let weight = SystemFontWeight(rawValue: instance.weight) else {
                throw FontError.damaged("measurements", "weight \(instance.weight)")
            }
            let advances = scalars.map { Int16(clamping: instance.advances[String($0)] ?? 0) }
            var kerning = [Int16](repeating: 0, count: count * count)
            for (key, value) in instance.kerning {
                guard let (first, second) = pair(key) else { continue }
                kerning[first * count + second] = Int16(clamping: value)
            }
            var ligatures: [UInt16: Int16] = [:]
            for (key, value) in instance.ligatures {
                guard let (first, second) = pair(key) else { continue }
                ligatures[UInt16(first << 8 | second)] = Int16(clamping: value)
            }
            return SystemFontMetrics.Instance(weight: weight, opticalSize: instance.opsz, advances: advances, kerning: kerning, ligatures: ligatures)
        }
        return SystemFontMetrics(version: version, unitsPerEm: unitsPerEm, characters: scalars, instances: kept)
    }
}
