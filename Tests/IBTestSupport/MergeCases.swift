import Foundation

/// The 243 real three-way merges of `../shared/merges`.
public enum MergeCases {
    /// The archive of cases.
    public static var archive: URL {
        Corpus.root.deletingLastPathComponent().appendingPathComponent("merges/cases.tar.xz")
    }

    /// The cases unpacked once per test process into a fresh temporary folder; nil when they cannot be.
    ///
    /// Shared rather than unpacked per test, because suites run in parallel and one suite's
    /// clean-up must not pull the files from under another.
    public static let unpacked: URL? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-merge-cases-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "xJf", archive.path, "-C", folder.path]
        guard (try? tar.run()) != nil else { return nil }
        tar.waitUntilExit()
        return tar.terminationStatus == 0 ? folder : nil
    }()
}
