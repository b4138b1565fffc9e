import Foundation

/// One verification program: the converted files, the stubs and the harness written to a
/// temporary folder, compiled against the interface modules and run.
struct VerificationRun {
    /// What the program printed for each root, by index; or why there is nothing.
    enum Outcome {
        case recorded([Int: [String: Any]])
        case notCompiled([String])
        case stopped(String)
    }

    /// The verification when the program did not run to the end; nil with its recordings when it did.
    static func failure(_ outcome: Outcome, roots: Int) -> ConversionVerification? {
        switch outcome {
        case .notCompiled(let errors): return ConversionVerification(compiled: false, roots: roots, differences: [], compilerErrors: errors)
        case .stopped(let why): return ConversionVerification(compiled: true, roots: roots, differences: [why], compilerErrors: [])
        case .recorded: return nil
        }
    }

    /// Writes, compiles and runs the program; `arguments` import and link the interface modules.
    static func run(files: [ConvertedFile], stubs: String, harness: String, toolchain: SwiftToolchain, arguments: [String]) throws -> Outcome {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("ibkit-verify-\(UUID().uuidString)")
        // IBKIT_VERIFY_KEEP keeps the generated program's folder, to read what was compiled.
        let keep = ProcessInfo.processInfo.environment["IBKIT_VERIFY_KEEP"] != nil
        defer { if !keep { try? FileManager.default.removeItem(atPath: folder) } }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var sources: [String] = []
        for (index, file) in files.enumerated() {
            let path = (folder as NSString).appendingPathComponent("Converted\(index).swift")
            try file.source.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        let stubsPath = (folder as NSString).appendingPathComponent("Stubs.swift")
        try stubs.write(toFile: stubsPath, atomically: true, encoding: .utf8)
        let main = (folder as NSString).appendingPathComponent("main.swift")
        try harness.write(toFile: main, atomically: true, encoding: .utf8)
        let program = (folder as NSString).appendingPathComponent("converted")
        let compile = try SwiftToolchain.run(toolchain.swiftc, ["-swift-version", "5", "-Onone"] + arguments
                                             + [main, stubsPath] + sources + ["-o", program], in: folder, timeout: 600)
        guard compile.status == 0 else {
            let errors = compile.output.split(separator: "\n").filter { $0.contains("error:") }.map { line -> String in
                String(line.replacingOccurrences(of: folder + "/", with: ""))
            }
            return .notCompiled(Array(errors.prefix(20)))
        }
        let run = try SwiftToolchain.run(program, [], in: folder, timeout: 60)
        guard run.status == 0, !run.timedOut else {
            return .stopped("the converted code stopped (status \(run.status)\(run.timedOut ? ", timed out" : "")): \(run.output.suffix(400))")
        }
        var recordings: [Int: [String: Any]] = [:]
        for line in run.output.split(separator: "\n") where line.hasPrefix(VerificationHarness.marker + " ") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let index = Int(parts[1]),
                  let json = try? JSONSerialization.jsonObject(with: Data(parts[2].utf8)) as? [String: Any] else { continue }
            recordings[index] = json
        }
        return .recorded(recordings)
    }
}
