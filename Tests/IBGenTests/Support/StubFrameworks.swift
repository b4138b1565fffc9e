import Foundation
@testable import IBGen
import IBProject

/// Compiled stand-ins for UIKit or AppKit and the frameworks beside them (MapKit, WebKit, …), so
/// that generated code type-checks on Linux with `swiftc -typecheck`.
///
/// The hand-written part (`Stubs/UIKit.swift.txt`, `Stubs/AppKit.swift.txt`) declares the API the
/// templates call; every other class ibkit's framework knowledge lists is appended as an empty
/// subclass of its superclass, because documents name them as scene, cell and view classes.
struct StubFrameworks {
    let framework: UIFramework
    /// The folder holding the `.swiftmodule`s, for `-I`.
    let folder: URL

    static let swiftc: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Modules beside the UI framework, each after the ones it imports.
    static let sideModules = ["QuartzCore", "WebKit", "AVKit", "GLKit", "MapKit", "MetalKit", "SceneKit", "SpriteKit", "PDFKit", "ARKit"]

    /// Builds the stubs into `folder`; throws with swiftc's output when one does not compile.
    init(framework: UIFramework, in folder: URL) throws {
        self.framework = framework
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let knowledge = FrameworkKnowledge.standard
        let handWritten = try String(contentsOf: Self.stubsFolder.appendingPathComponent("\(framework.moduleName).swift.txt"), encoding: .utf8)
        let declared = Self.declaredClasses(in: handWritten)
        var main = handWritten + "\n// Appended from ibkit's framework knowledge.\n"
        for name in knowledge.classes.keys.sorted() where !declared.contains(name) && TypeResolver.module(of: name) == framework.moduleName {
            main += "open class \(name): \(superclass(of: name, knowledge: knowledge)) {}\n"
        }
        try compile(module: framework.moduleName, source: main)
        for module in Self.sideModules {
            var source = "import \(framework.moduleName)\n"
            var imports: Set<String> = []
            for name in knowledge.classes.keys.sorted() where TypeResolver.module(of: name) == module {
                let parent = superclass(of: name, knowledge: knowledge)
                if let other = TypeResolver.module(of: parent), other != module, other != framework.moduleName, Self.sideModules.contains(other) { imports.insert(other) }
                source += "open class \(name): \(parent) {}\n"
            }
            try compile(module: module, source: imports.sorted().map { "import \($0)\n" }.joined() + source)
        }
    }

    /// Imports of the UI framework and every module beside it, for files of custom classes.
    var imports: String { ([framework.moduleName] + Self.sideModules).map { "import \($0)\n" }.joined() }

    /// A module of custom classes (`customModule="ChartsDemo"`), each an empty subclass, built into `output`.
    func compile(module: String, classes: [(name: String, base: String)], into output: URL) throws {
        try compile(module: module, source: imports + classes.map { "open class \($0.name): \($0.base) {}\n" }.joined(), into: output)
    }

    private func compile(module: String, source: String, into output: URL? = nil) throws {
        let output = output ?? folder
        let file = output.appendingPathComponent(module + ".swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["-emit-module", "-parse-as-library", "-module-name", module, "-I", folder.path,
                         "-o", output.appendingPathComponent(module + ".swiftmodule").path, file.path]
        if let failure = try Self.swiftc(arguments) { throw StubError(message: "\(module) stub does not compile:\n\(failure)") }
    }

    /// The superclass knowledge names, as this framework spells it: side frameworks' views descend
    /// from UIView on iOS and NSView on macOS, and the knowledge names one of the two.
    private func superclass(of name: String, knowledge: FrameworkKnowledge) -> String {
        let parent = knowledge.classes[name]?.superclass ?? "NSObject"
        let counterparts = ["UIView": "NSView", "UIViewController": "NSViewController", "UIResponder": "NSResponder"]
        if framework == .appkit { return counterparts[parent] ?? parent }
        return counterparts.first { $0.value == parent }?.key ?? parent
    }

    /// Runs swiftc; nil when it succeeded, else what it printed.
    static func swiftc(_ arguments: [String]) throws -> String? {
        guard let swiftc else { throw StubError(message: "swiftc is not on PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    static func declaredClasses(in source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "class"), index + 1 < words.count {
                names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    static let stubsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stubs")

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
