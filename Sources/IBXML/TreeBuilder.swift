import IBFoundation

/// The single-pass, non-recursive scanner that turns bytes into an ``XMLTree``.
///
/// Open elements live on an explicit stack, so nesting depth is bounded by
/// ``XMLParseOptions/maxDepth`` rather than by the thread's stack.
struct TreeBuilder {
    let p: UnsafePointer<UInt8>
    let n: Int
    let path: String
    let options: XMLParseOptions
    let classes: UnsafePointer<UInt8>

    var nodes = ContiguousArray<NodeRecord>()
    var attributes = ContiguousArray<AttributeRecord>()
    var names = NameTable()
    /// Attribute slots of every `id` attribute, in document order: object ids are what every
    /// Interface Builder index is built from, so they are collected while the bytes are hot.
    var idAttributes = ContiguousArray<Int32>()
    private var idNameID = UInt16.max
    var open: [Int32] = [0]
    var rootState = RootState.before
    /// For elements with many attributes: `seenStamp[nameID] == stamp` when the name already
    /// occurred in the current element, so duplicate checks stay linear on hostile input.
    private var seenStamp: [UInt32] = []
    private var stamp: UInt32 = 0
    private static let linearScanLimit = 16
    /// The attribute names the last element of each name had, `stride` slots per element name:
    /// Interface Builder repeats the same sequence, so most names are confirmed by one compare.
    private var predicted: [UInt16] = []
    private static let stride = 16

    enum RootState { case before, inside, after }

    init(base: UnsafePointer<UInt8>, count: Int, path: String, options: XMLParseOptions, classes: UnsafePointer<UInt8>) {
        self.p = base
        self.n = count
        self.path = path
        self.options = options
        self.classes = classes
    }

    // MARK: Driver

    mutating func run(contentStart: Int, survey: InputCheck.Survey) throws(DocumentError) {
        // Exact-enough sizes up front: the arrays never regrow, and never hold doubling slack.
        nodes.reserveCapacity(survey.tags + 2)
        idAttributes.reserveCapacity(survey.tags / 2 + 1)
        idNameID = "id".utf8CString.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) { names.intern($0.baseAddress!, 2) ?? UInt16.max }
        }
        // Interface Builder documents hold about two attributes per '<'; a rare denser one regrows once.
        attributes.reserveCapacity(survey.tags * 2 + 8)
        nodes.append(NodeRecord(kind: .document, flags: [], nameID: 0, parent: -1, firstChild: -1, lastChild: -1,
                                nextSibling: -1, start: 0, contentStart: Int32(contentStart), contentEnd: Int32(n),
                                end: Int32(n), attributeStart: 0, attributeCount: 0))
        var i = contentStart
        while i < n {
            if p[i] != UInt8(ascii: "<") {
                i = try text(from: i)
                continue
            }
            guard i + 1 < n else { throw fail(i, "unexpected end of file after '<'") }
            switch p[i + 1] {
            case UInt8(ascii: "/"): i = try endTag(at: i)
            case UInt8(ascii: "!"): i = try markupDeclaration(at: i)
            case UInt8(ascii: "?"): i = try processingInstruction(at: i, documentStart: contentStart)
            default: i = try startTag(at: i)
            }
        }
        if open.count > 1 {
            let element = open[open.count - 1]
            let opened = location(Int(nodes[Int(element)].start))
            throw fail(n, "unexpected end of file: <\(names.name(nodes[Int(element)].nameID))> opened at \(opened.line):\(opened.column) is not closed")
        }
        if rootState == .before { throw fail(n, "no root element: the file holds no XML element") }
    }

    // MARK: Constructs

    private mutating func text(from start: Int) throws(DocumentError) -> Int {
        var i = start
        // Indentation comes in long runs of spaces: skip them a word at a time.
        while i + 8 <= n, UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
        while i < n, classes[Int(p[i])] & ByteClass.whitespace != 0 { i += 1 }
        if i == n || p[i] == UInt8(ascii: "<") { return i }  // trivia, kept by position
        guard rootState == .inside else {
            throw fail(i, rootState == .before ? "text before the root element" : "text after the root element")
        }
        var flags: NodeFlags = []
        while i < n {
            let byte = p[i]
            if classes[Int(byte)] & ByteClass.textStop == 0 {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                flags.insert(.hasEntities)
                i = try reference(at: i)
            } else {
                if i >= 2, p[i - 1] == UInt8(ascii: "]"), p[i - 2] == UInt8(ascii: "]") {
                    throw fail(i - 2, "']]>' is not allowed in text")
                }
                i += 1
            }
        }
        append(.text, flags: flags, nameID: 0, start: start, contentStart: start, contentEnd: i, end: i)
        return i
    }

    private mutating func startTag(at lt: Int) throws(DocumentError) -> Int {
        if rootState == .after { throw fail(lt, "a second root element: a document has exactly one") }
        var i = lt + 1
        let nameID = try name(at: &i, what: "element")
        let attributeStart = attributes.count
        var closed = false
        var selfClosing = false
        while i < n {
            let afterPrevious = i
            while i < n, classes[Int(p[i])] & ByteClass.whitespace != 0 { i += 1 }
            guard i < n else { break }
            let byte = p[i]
            if byte == UInt8(ascii: ">") {
                i += 1
                closed = true
                break
            }
            if byte == UInt8(ascii: "/") {
                guard i + 1 < n, p[i + 1] == UInt8(ascii: ">") else { throw fail(i, "expected '/>' to close the tag") }
                i += 2
                closed = true
                selfClosing = true
                break
            }
            if i == afterPrevious { throw fail(i, "expected white space before the attribute") }
            try attribute(at: &i, firstOfElement: attributeStart, element: nameID)
        }
        guard closed else { throw fail(n, "unexpected end of file inside the <\(names.name(nameID))> tag") }
        if open.count > options.maxDepth {
            throw fail(lt, "elements nested deeper than \(options.maxDepth) levels (the limit guards against hostile input)")
        }
        rootState = .inside
        let count = attributes.count - attributeStart
        let index = append(.element, flags: selfClosing ? .selfClosing : [], nameID: nameID, start: lt,
                           contentStart: i, contentEnd: i, end: i, attributeStart: attributeStart, attributeCount: count)
        if !selfClosing {
            open.append(index)
        } else if open.count == 1 {
            rootState = .after
        }
        return i
    }

    private mutating func attribute(at i: inout Int, firstOfElement: Int, element: UInt16) throws(DocumentError) {
        let nameStart = i
        let position = attributes.count - firstOfElement
        let slot = Int(element) * Self.stride + position
        var nameID: UInt16
        if position < Self.stride, slot < predicted.count, predicted[slot] != UInt16.max,
           let length = names.prefixLength(predicted[slot], p + i, available: n - i),
           i + length < n, classes[Int(p[i + length])] & ByteClass.nameChar == 0 {
            nameID = predicted[slot]
            i += length
        } else {
            nameID = try name(at: &i, what: "attribute")
            if position < Self.stride {
                if slot >= predicted.count {
                    predicted.append(contentsOf: repeatElement(UInt16.max, count: (Int(element) + 1) * Self.stride - predicted.count))
                }
                predicted[slot] = nameID
            }
        }
        let earlier = attributes.count - firstOfElement
        if earlier < Self.linearScanLimit {
            for existing in firstOfElement..<attributes.count where attributes[existing].nameID == nameID {
                throw fail(nameStart, "attribute '\(names.name(nameID))' appears twice in one element")
            }
        } else {
            if seenStamp.isEmpty { seenStamp = Array(repeating: 0, count: NameTable.capacity + 1) }
            if earlier == Self.linearScanLimit {
                stamp &+= 1
                for existing in firstOfElement..<attributes.count { seenStamp[Int(attributes[existing].nameID)] = stamp }
            }
            guard seenStamp[Int(nameID)] != stamp else {
                throw fail(nameStart, "attribute '\(names.name(nameID))' appears twice in one element")
            }
            seenStamp[Int(nameID)] = stamp
        }
        while i < n, classes[Int(p[i])] & ByteClass.whitespace != 0 { i += 1 }
        guard i < n, p[i] == UInt8(ascii: "=") else { throw fail(i, "expected '=' after attribute '\(names.name(nameID))'") }
        i += 1
        while i < n, classes[Int(p[i])] & ByteClass.whitespace != 0 { i += 1 }
        guard i < n, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
            throw fail(i, "expected a quoted value for attribute '\(names.name(nameID))'")
        }
        let quote = p[i]
        i += 1
        let valueStart = i
        var flags: AttributeFlags = quote == UInt8(ascii: "'") ? .singleQuoted : []
        while i < n {
            let byte = p[i]
            if classes[Int(byte)] & ByteClass.valueStop == 0 {
                i += 1
                continue
            }
            if byte == quote { break }
            if byte == UInt8(ascii: "&") {
                flags.insert(.hasEntities)
                i = try reference(at: i)
            } else if byte == UInt8(ascii: "<") {
                throw fail(i, "'<' is not allowed in an attribute value (write &lt;)")
            } else {
                if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") { flags.insert(.hasEntities) }
                i += 1
            }
        }
        guard i < n else { throw fail(valueStart - 1, "unterminated value of attribute '\(names.name(nameID))'") }
        if nameID == idNameID { idAttributes.append(Int32(attributes.count)) }
        attributes.append(AttributeRecord(nameID: nameID, flags: flags, valueStart: Int32(valueStart), valueEnd: Int32(i)))
        i += 1
    }

    private mutating func endTag(at lt: Int) throws(DocumentError) -> Int {
        var i = lt + 2
        let nameStart = i
        guard open.count > 1 else {
            while i < n, classes[Int(p[i])] & ByteClass.nameChar != 0 { i += 1 }
            throw fail(lt, "end tag </\(String(decoding: UnsafeBufferPointer(start: p + nameStart, count: i - nameStart), as: UTF8.self))> has no matching start tag")
        }
        let element = Int(open[open.count - 1])
        // The end tag almost always names the open element: confirm that with one word compare.
        if let length = names.prefixLength(nodes[element].nameID, p + nameStart, available: n - nameStart),
           nameStart + length < n, classes[Int(p[nameStart + length])] & ByteClass.nameChar == 0 {
            i = nameStart + length
        } else {
            while i < n, classes[Int(p[i])] & ByteClass.nameChar != 0 { i += 1 }
            let opened = location(Int(nodes[element].start))
            throw fail(lt, "end tag </\(String(decoding: UnsafeBufferPointer(start: p + nameStart, count: i - nameStart), as: UTF8.self))> does not match <\(names.name(nodes[element].nameID))> opened at \(opened.line):\(opened.column)")
        }
        while i < n, classes[Int(p[i])] & ByteClass.whitespace != 0 { i += 1 }
        guard i < n, p[i] == UInt8(ascii: ">") else { throw fail(i, "expected '>' to close the end tag") }
        nodes[element].contentEnd = Int32(lt)
        nodes[element].end = Int32(i + 1)
        // Whitespace that is an element's whole content is text, not trivia: `<string> </string>`.
        if nodes[element].firstChild < 0, nodes[element].contentStart < Int32(lt) {
            let start = Int(nodes[element].contentStart)
            append(.text, flags: [], nameID: 0, start: start, contentStart: start, contentEnd: lt, end: lt)
        }
        open.removeLast()
        if open.count == 1 { rootState = .after }
        return i + 1
    }
}
