import Foundation
import IBFoundation

/// Writes generated files only when their content changed, so that an unchanged document set never
/// makes the build recompile, and never leaves a half-written file (temporary file, then rename).
public enum OutputWriter {
    /// What happened to one file.
    public enum Outcome: String, Sendable {
        /// The file did not exist.
        case created
        /// The file existed with other content.
        case updated
        /// The file already had this content and was not touched.
        case unchanged
    }

    /// What writing would do to each file, writing nothing: for a CI check that the committed
    /// files are up to date.
    public static func outcomes(_ files: [Generator.File], in folder: URL) -> [(name: String, outcome: Outcome)] {
        files.map { file in
            let existing = try? Data(contentsOf: folder.appendingPathComponent(file.name))
            return (file.name, existing == Data(file.contents.utf8) ? .unchanged : existing == nil ? .created : .updated)
        }
    }

    /// Writes each file into `folder` (created when missing) and tells what happened to each.
    public static func write(_ files: [Generator.File], to folder: URL) throws -> [(name: String, outcome: Outcome)] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            let existing = try? Data(contentsOf: url)
            if existing == data { return (file.name, .unchanged) }
            try AtomicFile.write([UInt8](data), to: url.path)
            return (file.name, existing == nil ? .created : .updated)
        }
    }
}
