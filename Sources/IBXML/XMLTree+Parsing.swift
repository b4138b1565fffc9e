import IBFoundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension XMLTree {
    /// Parses UTF-8 bytes into a tree, or throws the first error with its line and column.
    ///
    /// Refuses DOCTYPE and ENTITY declarations and every entity but the five predefined ones,
    /// so no input can expand or fetch anything; limits depth and size by `options`.
    public static func parse(_ bytes: [UInt8], path: String, options: XMLParseOptions = .default) throws(DocumentError) -> XMLTree {
        guard bytes.count <= options.maxFileSize else {
            throw DocumentError(location: SourceLocation(file: path, line: 1, column: 1),
                                message: "file is \(bytes.count) bytes, over the \(options.maxFileSize)-byte limit")
        }
        let result: Result<XMLTree, DocumentError> = bytes.withUnsafeBufferPointer { buffer in
            if let message = InputCheck.sniff(buffer) {
                return .failure(DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: message))
            }
            let classes = ByteClass.table
            return classes.withUnsafeBufferPointer { table in
                var builder = TreeBuilder(base: buffer.baseAddress!, count: buffer.count, path: path, options: options,
                                          classes: table.baseAddress!)
                let survey = InputCheck.survey(buffer)
                if let (offset, message) = survey.invalid {
                    return .failure(builder.fail(offset, message))
                }
                do throws(DocumentError) {
                    try builder.run(contentStart: InputCheck.byteOrderMarkLength(buffer), survey: survey)
                } catch {
                    return .failure(error)
                }
                return .success(XMLTree(bytes: bytes, path: path, nodes: builder.nodes, attributes: builder.attributes,
                                        names: builder.names, idAttributes: builder.idAttributes))
            }
        }
        return try result.get()
    }

    /// Parses a string (tests and fixtures).
    public static func parse(_ text: String, path: String = "<string>", options: XMLParseOptions = .default) throws(DocumentError) -> XMLTree {
        try parse(Array(text.utf8), path: path, options: options)
    }

    /// Reads and parses a file; a file that cannot be read is reported at 1:1.
    public static func parse(contentsOf path: String, options: XMLParseOptions = .default) throws(DocumentError) -> XMLTree {
        let bytes = try FileBytes.read(path, limit: options.maxFileSize)
        return try parse(bytes, path: path, options: options)
    }
}

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
