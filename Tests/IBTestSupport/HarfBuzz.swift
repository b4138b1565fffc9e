import Foundation

/// `hb-shape`, run once per font over many lines.
public enum HarfBuzz {
    /// Each string's advance in font units, as HarfBuzz shapes it with its default features.
    public static func advances(of strings: [String], font: String, face: Int = 0) throws -> [Int] {
        guard let executable = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map({ "\($0)/hb-shape" }).first(where: FileManager.default.isExecutableFile) else {
            throw Failure("no hb-shape: install libharfbuzz-bin (.ci/run does)")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-hb-\(UUID().uuidString).txt")
        try Data(strings.joined(separator: "\n").utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [font, "--face-index=\(face)", "--text-file=\(input.path)", "--output-format=json", "--no-glyph-names", "--no-clusters"]
        process.environment = ["LANG": "C", "LC_ALL": "C"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Glyph: Decodable { var ax: Int }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            try JSONDecoder().decode([Glyph].self, from: Data(line.utf8)).reduce(0) { $0 + $1.ax }
        }
    }

    /// hb-shape is missing.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
