import Foundation
import IBFoundation

/// ibkit's interface modules — `UIKit`, and the few frameworks whose views documents hold
/// (`MapKit`, `WebKit`, …) — compiled once per toolchain and kept in a cache folder.
struct InterfaceModules: Sendable {
    /// The folder holding every module's `.swiftmodule` and library.
    let folder: String
    /// The modules' names, `UIKit` first, `AppKit` last.
    let names: [String]

    /// Where the interface modules' sources are installed: one folder per module.
    static func sourceFolder() -> String? {
        let bundle = InstalledResources.bundle(of: "IBConvert") ?? Bundle.module
        return bundle.url(forResource: "Interfaces", withExtension: nil)?.path
    }

    /// The modules built with `toolchain`, from the cache when their sources have not changed.
    static func built(with toolchain: SwiftToolchain) throws -> InterfaceModules {
        guard let root = sourceFolder() else { throw VerificationError("the interface modules' sources are not installed beside ibkit") }
        let others = try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
            var isFolder: ObjCBool = false
            return name != "UIKit" && name != "AppKit" && FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent(name), isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
        // UIKit first (the other frameworks import it); AppKit stands alone.
        let names = ["UIKit"] + others + ["AppKit"]
        var sources: [String: [String]] = [:]
        var hasher = StableHash()
        hasher.add(toolchain.swiftc)
        for name in names {
            let folder = (root as NSString).appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            sources[name] = files.map { (folder as NSString).appendingPathComponent($0) }
            for path in sources[name]! {
                hasher.add(path.dropFirst(root.count).description)
                hasher.add((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            }
        }
        let cache = (NSTemporaryDirectory() as NSString).appendingPathComponent("ibkit-interfaces/\(hasher.hex)")
        let modules = InterfaceModules(folder: cache, names: names)
        if FileManager.default.fileExists(atPath: (cache as NSString).appendingPathComponent(".complete")) { return modules }
        let staging = cache + ".staging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        for name in names {
            let dependencies = Self.standalone.contains(name) ? [] : ["-I", staging, "-L", staging, "-lUIKit"]
            let outcome = try SwiftToolchain.run(toolchain.swiftc, [
                "-swift-version", "5", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", name,
                "-emit-module-path", (staging as NSString).appendingPathComponent("\(name).swiftmodule"),
                "-o", (staging as NSString).appendingPathComponent(libraryFile(name)),
            ] + dependencies + sources[name]!, in: staging, timeout: 600)
            guard outcome.status == 0 else { throw VerificationError("the \(name) interface module does not compile:\n\(outcome.output)") }
        }
        FileManager.default.createFile(atPath: (staging as NSString).appendingPathComponent(".complete"), contents: nil)
        try? FileManager.default.removeItem(atPath: cache)
        do {
            try FileManager.default.moveItem(atPath: staging, toPath: cache)
        } catch where FileManager.default.fileExists(atPath: (cache as NSString).appendingPathComponent(".complete")) {
            // Another ibkit built them at the same time.
        }
        return modules
    }

    static func libraryFile(_ name: String) -> String {
        #if canImport(Darwin)
        return "lib\(name).dylib"
        #else
        return "lib\(name).so"
        #endif
    }

    /// The modules that import no other interface module.
    static let standalone: Set<String> = ["UIKit", "AppKit"]

    /// The compiler arguments that import and link the modules of a UIKit program.
    var compilerArguments: [String] {
        ["-I", folder, "-L", folder] + names.filter { $0 != "AppKit" }.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", folder]
    }

    /// The compiler arguments that import and link the AppKit module.
    var appKitCompilerArguments: [String] {
        ["-I", folder, "-L", folder, "-lAppKit", "-Xlinker", "-rpath", "-Xlinker", folder]
    }
}

/// A why `--verify` cannot run at all (no compiler, no interface module).
struct VerificationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// FNV-1a over text, stable across runs (Swift's `Hasher` is seeded per process).
struct StableHash {
    private var value: UInt64 = 0xcbf29ce484222325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100000001b3
        }
        value ^= 0xff
    }
    var hex: String { String(value, radix: 16) }
}
