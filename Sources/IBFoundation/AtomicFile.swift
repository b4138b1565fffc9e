import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files whole or not at all: a temporary file beside the target, flushed to disk, then
/// one rename.
///
/// A reader, or a process killed mid-write, sees either the old file or the new one, never half
/// of each. The temporary file lives in the target's folder so the rename never crosses volumes,
/// and its name is unique per call so that two writers of one target never share it.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, keeping an existing file's permissions.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write([(bytes, path)])
    }

    /// Replaces several files together: every one is written beside its target first, and only
    /// when all are on disk are they renamed into place, so that a failure to write any leaves
    /// every file as it was (an edit of a document and the code it names is never half applied).
    public static func write(_ files: [(bytes: [UInt8], path: String)]) throws {
        var staged: [(temporary: String, path: String)] = []
        do {
            for file in files { staged.append((try stage(file.bytes, for: file.path), file.path)) }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let code = errno
            for later in staged[index...] { unlink(later.temporary) }
            throw failure(file.path, code)
        }
    }

    /// Writes `bytes` to a new temporary file beside `path`, flushed and with `path`'s
    /// permissions; returns its path.
    private static func stage(_ bytes: [UInt8], for path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        var status = stat()
        let existingMode: mode_t? = stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var written = 0
        var problem: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { problem = count < 0 ? errno : EIO; return }
                written += count
            }
        }
        // Flushed before the rename, so that after a power cut the name never points at blocks
        // that were not written.
        if problem == 0 && fsync(descriptor) != 0 { problem = errno }
        close(descriptor)
        if problem == 0, let existingMode, chmod(temporary, existingMode) != 0 { problem = errno }
        if problem != 0 {
            unlink(temporary)
            throw failure(path, problem)
        }
        return temporary
    }

    private static func failure(_ path: String, _ code: Int32) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
    }
}
