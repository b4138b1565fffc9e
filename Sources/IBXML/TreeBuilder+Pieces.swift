import IBFoundation

/// The small scanners the constructs share: names, references, node records, search, positions.
extension TreeBuilder {

    mutating func name(at i: inout Int, what: String) throws(DocumentError) -> UInt16 {
        let start = i
        guard i < n, classes[Int(p[i])] & ByteClass.nameStart != 0 else {
            throw fail(i, i < n ? "expected \(what) name" : "unexpected end of file; expected \(what) name")
        }
        i += 1
        while i < n, classes[Int(p[i])] & ByteClass.nameChar != 0 { i += 1 }
        let count = i - start
        let head: UInt64
        if count < 8, start + 8 <= n {
            // One load and a mask instead of assembling the word byte by byte.
            let word = UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self))
            head = word & ((1 << (8 * UInt64(count))) - 1)
        } else {
            head = NameTable.head(p + start, count)
        }
        let hash = NameTable.hash(head: head, base: p + start, count: count)
        guard let id = names.intern(p + start, count, head: head, hash: hash) else {
            throw fail(start, "more than \(NameTable.capacity) distinct names in one document")
        }
        return id
    }

    /// Validates the reference at `amp` and returns the offset after its `;`.
    func reference(at amp: Int) throws(DocumentError) -> Int {
        var i = amp + 1
        while i < n, i - amp <= 12, p[i] != UInt8(ascii: ";") {
            let byte = p[i]
            guard classes[Int(byte)] & ByteClass.nameChar != 0 || byte == UInt8(ascii: "#") else { break }
            i += 1
        }
        guard i < n, p[i] == UInt8(ascii: ";"), i > amp + 1 else {
            throw fail(amp, "'&' must start an entity reference such as &amp;")
        }
        let name = String(decoding: UnsafeBufferPointer(start: p + amp + 1, count: i - amp - 1), as: UTF8.self)
        guard EntityDecoding.replacement(for: Substring(name)) != nil else {
            if name.hasPrefix("#") { throw fail(amp, "invalid character reference '&\(name);'") }
            throw fail(amp, "undefined entity '&\(name);': ibkit decodes only &lt; &gt; &amp; &quot; &apos; and character references")
        }
        return i + 1
    }

    @discardableResult
    mutating func append(_ kind: XMLNodeKind, flags: NodeFlags, nameID: UInt16, start: Int, contentStart: Int,
                                 contentEnd: Int, end: Int, attributeStart: Int = 0, attributeCount: Int = 0) -> Int32 {
        let index = Int32(nodes.count)
        let parent = open[open.count - 1]
        nodes.append(NodeRecord(kind: kind, flags: flags, nameID: nameID, parent: parent, firstChild: -1, lastChild: -1,
                                nextSibling: -1, start: Int32(start), contentStart: Int32(contentStart),
                                contentEnd: Int32(contentEnd), end: Int32(end), attributeStart: Int32(attributeStart),
                                attributeCount: Int32(attributeCount)))
        let last = nodes[Int(parent)].lastChild
        if last >= 0 { nodes[Int(last)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
        nodes[Int(parent)].lastChild = index
        return index
    }

    func matches(_ i: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= n else { return false }
        let bytes = literal.utf8Start
        for k in 0..<count where p[i + k] != bytes[k] { return false }
        return true
    }

    func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        var i = start
        while i + count <= n {
            if p[i] == bytes[0] {
                var k = 1
                while k < count, p[i + k] == bytes[k] { k += 1 }
                if k == count { return i }
            }
            i += 1
        }
        return nil
    }

    /// Errors are rare, so the line table is built only when one is reported; kept out of line so
    /// that the hot scanners stay small.
    @inline(never)
    func location(_ offset: Int) -> (line: Int, column: Int) {
        LineTable.position(of: min(offset, n), in: LineTable.lineStarts(of: UnsafeBufferPointer(start: p, count: n)))
    }

    @inline(never)
    func fail(_ offset: Int, _ message: String) -> DocumentError {
        let position = location(offset)
        return DocumentError(location: SourceLocation(file: path, line: position.line, column: position.column), message: message)
    }
}
