import ArgumentParser
import Foundation
import IBFoundation
import IBText

/// `ibkit-bench system-font-table MEASUREMENTS --write FILE`: turns SF Pro's measured metrics
/// (`../shared/fonts/sf-pro-metrics.json.xz`) into the file IBText bundles, keeping the optical
/// sizes whose designs the others interpolate, and says how close the interpolation comes to
/// the measured instances it leaves out.
struct SystemFontTableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "system-font-table",
        abstract: "Write IBText's bundled SF Pro metrics from the measured JSON (.json or .json.xz)."
    )

    @Argument(help: "The measurements: sf-pro-metrics.json, or .json.xz (read through xz).")
    var measurements: String

    @Option(help: "The optical sizes to keep, comma-separated: the designs every other size interpolates.")
    var opticalSizes = "17,19,24,28"

    @Option(help: "Write the bundled file here (Sources/IBText/Resources/sf-pro.metrics).")
    var write: String?

    func run() throws {
        let data = try Self.read(measurements)
        let all = try SystemFontMeasurements.decode(data)
        let sizes = Set(opticalSizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
        guard !sizes.isEmpty else { throw ValidationError("--optical-sizes needs whole numbers") }
        let kept = try all.metrics(opticalSizes: sizes)
        let every = try all.metrics(opticalSizes: Set(all.instances.map(\.opsz)))
        print("\(all.characters.unicodeScalars.count) characters, \(all.instances.count) instances measured; keeping optical sizes \(sizes.sorted()) (\(kept.opticalSizes.count * SystemFontWeight.allCases.count) instances)")

        // How far each left-out instance's runs are from the blend of the kept ones: every
        // character alone, and every kerned pair, in font units.
        var worst = 0.0, compared = 0
        for instance in all.instances where !sizes.contains(instance.opsz) {
            guard let weight = SystemFontWeight(rawValue: instance.weight) else { continue }
            let runs = instance.advances.keys.map { Array($0.unicodeScalars) } + instance.kerning.keys.map { Array($0.unicodeScalars) }
            for run in runs {
                let blended = kept.advance(of: run, weight: weight, opticalSize: Double(instance.opsz), space: .uniform(0)).ems
                let measured = every.advance(of: run, weight: weight, opticalSize: Double(instance.opsz), space: .uniform(0)).ems
                worst = max(worst, abs(blended - measured) * Double(all.unitsPerEm))
                compared += 1
            }
        }
        print(String(format: "interpolated against measured, %d runs of the left-out sizes: at most %.2f font units apart (%.4f em)", compared, worst, worst / Double(all.unitsPerEm)))

        let bytes = SystemFontMetricsFile.encode(kept)
        guard (try? SystemFontMetricsFile.decode(bytes)) != nil else { throw ValidationError("the written file does not read back") }
        if let write {
            try AtomicFile.write(bytes, to: write)
            print("wrote \(write) (\(bytes.count) bytes)")
        }
    }

    /// The file's bytes, through `xz -dc` for a `.xz` file.
    static func read(_ path: String) throws -> Data {
        guard path.hasSuffix(".xz") else { return try Data(contentsOf: URL(fileURLWithPath: path)) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xz", "-dc", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("xz could not read \(path)") }
        return data
    }
}
