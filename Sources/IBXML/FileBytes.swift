import IBFoundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files without Foundation's Data, refusing ones over a size limit before reading.
public enum FileBytes {
    /// The file's bytes; throws at 1:1 when it cannot be read or exceeds `limit` bytes.
    public static func read(_ path: String, limit: Int = XMLParseOptions.default.maxFileSize) throws(DocumentError) -> [UInt8] {
        func failure(_ message: String) -> DocumentError {
            DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: message)
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure("cannot open file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("cannot read file: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw failure("not a regular file") }
        let size = Int(info.st_size)
        guard size <= limit else { throw failure("file is \(size) bytes, over the \(limit)-byte limit") }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + filled, size - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
