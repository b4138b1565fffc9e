import IBFoundation

/// Comments, CDATA sections, processing instructions and the declarations ibkit refuses.
extension TreeBuilder {
    mutating func markupDeclaration(at lt: Int) throws(DocumentError) -> Int {
        if matches(lt, "<!--") {
            guard let close = find("-->", from: lt + 4) else { throw fail(lt, "unterminated comment") }
            if let doubleDash = find("--", from: lt + 4), doubleDash < close {
                throw fail(doubleDash, "'--' is not allowed inside a comment")
            }
            append(.comment, flags: [], nameID: 0, start: lt, contentStart: lt + 4, contentEnd: close, end: close + 3)
            return close + 3
        }
        if matches(lt, "<![CDATA[") {
            guard rootState == .inside else { throw fail(lt, "CDATA section outside the root element") }
            guard let close = find("]]>", from: lt + 9) else { throw fail(lt, "unterminated CDATA section") }
            append(.cdata, flags: [], nameID: 0, start: lt, contentStart: lt + 9, contentEnd: close, end: close + 3)
            return close + 3
        }
        if matches(lt, "<!DOCTYPE") {
            throw fail(lt, "DOCTYPE declarations are refused: they can declare entities and reference external files")
        }
        if matches(lt, "<!ENTITY") {
            throw fail(lt, "ENTITY declarations are refused: ibkit expands no entities")
        }
        throw fail(lt, "unexpected '<!'; expected a comment or a CDATA section")
    }

    mutating func processingInstruction(at lt: Int, documentStart: Int) throws(DocumentError) -> Int {
        var i = lt + 2
        let targetStart = i
        let nameID = try name(at: &i, what: "processing-instruction target")
        let target = names.name(nameID)
        if target.lowercased() == "xml" {
            guard lt == documentStart else { throw fail(lt, "the XML declaration is allowed only at the very start of the file") }
        } else if target.lowercased().hasPrefix("xml") && target.count == 3 {
            throw fail(targetStart, "reserved processing-instruction target '\(target)'")
        }
        guard let close = find("?>", from: i) else { throw fail(lt, "unterminated processing instruction") }
        var contentStart = i
        while contentStart < close, classes[Int(p[contentStart])] & ByteClass.whitespace != 0 { contentStart += 1 }
        if contentStart == i, i < close { throw fail(i, "expected white space after the target '\(target)'") }
        if target == "xml" { try checkDeclaredEncoding(contentStart, close) }
        append(.processingInstruction, flags: [], nameID: nameID, start: lt, contentStart: contentStart, contentEnd: close, end: close + 2)
        return close + 2
    }

    private func checkDeclaredEncoding(_ start: Int, _ end: Int) throws(DocumentError) {
        guard let key = find("encoding=", from: start), key < end, key + 10 <= end else { return }
        let quote = p[key + 9]
        var close = key + 10
        while close < end, p[close] != quote { close += 1 }
        let value = String(decoding: UnsafeBufferPointer(start: p + key + 10, count: close - key - 10), as: UTF8.self).lowercased()
        guard value == "utf-8" || value == "utf8" || value == "us-ascii" || value == "ascii" else {
            throw fail(start, "the document declares encoding '\(value)'; ibkit reads UTF-8 documents, as Xcode writes them")
        }
    }
}
