import Foundation
import IBFoundation

/// The bundled form of `SystemFontMetrics` (`Resources/sf-pro.metrics`): little-endian binary,
/// small enough to commit and fast enough to read in a few milliseconds, where the measured
/// JSON is 7.7 MB of text.
///
///     "IBSF", version u16 = 1, units per em u16, font version (u16 length, UTF-8),
///     character count u16, each character u32,
///     instance count u16, then per instance: weight u8 (index in SystemFontWeight.allCases),
///     optical size u8, advances i16 × characters, kerning pairs u16 × (first u8, second u8, i16),
///     ligatures u16 × (first u8, second u8, advance i16).
public enum SystemFontMetricsFile {
    static let magic = Array("IBSF".utf8)

    /// The metrics ibkit ships, read once; nil when the resource is missing or damaged (the
    /// package is broken: text is then estimated, and `ibkit layout` says so).
    public static let bundled: SystemFontMetrics? = {
        guard let url = resource, let data = try? Data(contentsOf: url) else { return nil }
        return try? decode([UInt8](data))
    }()

    /// Where the bundled file is.
    public static var resource: URL? { (InstalledResources.bundle(of: "IBText") ?? Bundle.module).url(forResource: "sf-pro", withExtension: "metrics") }

    /// The file's bytes for some metrics.
    public static func encode(_ metrics: SystemFontMetrics) -> [UInt8] {
        var bytes = magic
        func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }
        func u16(_ value: Int) { bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
        func u32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) } }
        u16(1)
        u16(metrics.unitsPerEm)
        let version = Array(metrics.version.utf8)
        u16(version.count)
        bytes += version
        u16(metrics.characters.count)
        metrics.characters.forEach { u32($0.value) }
        let instances = SystemFontWeight.allCases.flatMap { metrics.instances[$0] ?? [] }
        u16(instances.count)
        let count = metrics.characters.count
        for instance in instances {
            u8(SystemFontWeight.allCases.firstIndex(of: instance.weight) ?? 3)
            u8(instance.opticalSize)
            instance.advances.forEach { u16(Int($0)) }
            let pairs = instance.kerning.indices.filter { instance.kerning[$0] != 0 }
            u16(pairs.count)
            for pair in pairs {
                u8(pair / count)
                u8(pair % count)
                u16(Int(instance.kerning[pair]))
            }
            let ligatures = instance.ligatures.sorted { $0.key < $1.key }
            u16(ligatures.count)
            for (key, advance) in ligatures {
                u8(Int(key >> 8))
                u8(Int(key & 0xFF))
                u16(Int(advance))
            }
        }
        return bytes
    }

    /// Metrics from the file's bytes; throws on anything but a sound file.
    public static func decode(_ bytes: [UInt8]) throws -> SystemFontMetrics {
        var offset = 0
        func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count >= 0, offset + count <= bytes.count else { throw FontError.damaged("sf-pro.metrics", "truncated at \(offset)") }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }
        func u8() throws -> Int { Int(try take(1).first!) }
        func u16() throws -> Int {
            let pair = try take(2)
            return Int(pair[pair.startIndex]) | Int(pair[pair.startIndex + 1]) << 8
        }
        func i16() throws -> Int16 { Int16(truncatingIfNeeded: try u16()) }
        guard Array(try take(4)) == magic, try u16() == 1 else { throw FontError.notAFont("not ibkit's system font metrics") }
        let unitsPerEm = try u16()
        let version = String(decoding: try take(try u16()), as: UTF8.self)
        let characterCount = try u16()
        guard characterCount < 255 else { throw FontError.damaged("sf-pro.metrics", "\(characterCount) characters") }
        let characters = try (0..<characterCount).map { _ -> Unicode.Scalar in
            let value = try take(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard let scalar = Unicode.Scalar(value), value < 0x10000 else { throw FontError.damaged("sf-pro.metrics", "character \(value)") }
            return scalar
        }
        var instances: [SystemFontMetrics.Instance] = []
        for _ in 0..<(try u16()) {
            let weightIndex = try u8(), opticalSize = try u8()
            guard weightIndex < SystemFontWeight.allCases.count else { throw FontError.damaged("sf-pro.metrics", "weight \(weightIndex)") }
            let advances = try (0..<characterCount).map { _ in try i16() }
            var kerning = [Int16](repeating: 0, count: characterCount * characterCount)
            for _ in 0..<(try u16()) {
                let first = try u8(), second = try u8(), value = try i16()
                guard first < characterCount, second < characterCount else { throw FontError.damaged("sf-pro.metrics", "kerning pair") }
                kerning[first * characterCount + second] = value
            }
            var ligatures: [UInt16: Int16] = [:]
            for _ in 0..<(try u16()) {
                let first = try u8(), second = try u8()
                ligatures[UInt16(first << 8 | second)] = try i16()
            }
            instances.append(SystemFontMetrics.Instance(weight: SystemFontWeight.allCases[weightIndex], opticalSize: opticalSize,
                                                        advances: advances, kerning: kerning, ligatures: ligatures))
        }
        return SystemFontMetrics(version: version, unitsPerEm: unitsPerEm, characters: characters, instances: instances)
    }
}
