import Foundation

/// The 11 public apps of `../shared/apps`, each a project with sources and documents.
public enum Apps {
    /// The archives' folder.
    public static var archives: URL { Corpus.root.deletingLastPathComponent().appendingPathComponent("apps") }

    /// The archives unpacked once per test process into a fresh temporary folder; nil when they cannot be.
    public static let unpacked: URL? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-apps-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let names = try? FileManager.default.contentsOfDirectory(atPath: archives.path) else { return nil }
        for name in names where name.hasSuffix(".tar.xz") {
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tar.arguments = ["tar", "xJf", archives.appendingPathComponent(name).path, "-C", folder.path]
            guard (try? tar.run()) != nil else { return nil }
            tar.waitUntilExit()
            guard tar.terminationStatus == 0 else { return nil }
        }
        return folder
    }()
}
