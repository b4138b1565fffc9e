import IBFoundation

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
                    if let line = ConflictMarkers.firstLine(in: buffer) { return .failure(ConflictMarkers.error(path: path, line: line)) }
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
