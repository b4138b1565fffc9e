import IBFoundation

/// Storyboard IDs built from class names in Objective-C: `NSStringFromClass(self)` or
/// `NSStringFromClass([self class])`, and instantiate messages whose identifier is not a literal.
extension ObjCScanner {
    /// At `NSStringFromClass`: records the class-name string under the method that builds it,
    /// or as the identifier of the instantiate message it is the argument of.
    mutating func typeNameString(at index: Int, method: String?) {
        guard text(index + 1) == "(" else { return }
        var end = index + 2
        var subject: [String] = []
        while end < tokens.count, text(end) != ")", end - index < 8 { subject.append(text(end)); end += 1 }
        guard text(end) == ")", subject.contains("self"), subject.allSatisfy({ ["self", "class", "[", "]", "."].contains($0) }) else { return }
        var template = TypeNameIdentifier(location: location(tokens[index]))
        // `[NSStringFromClass(self) stringByReplacingOccurrencesOfString:@"ViewController" withString:@""]`.
        if text(end + 1) == "stringByReplacingOccurrencesOfString", text(end + 2) == ":", tokens.indices.contains(end + 3),
           tokens[end + 3].kind == .string, text(end + 4) == "withString", text(end + 5) == ":",
           tokens.indices.contains(end + 6), tokens[end + 6].kind == .string, tokens[end + 6].text.isEmpty {
            template.removed.append(tokens[end + 3].text)
        }
        if index >= 2, text(index - 1) == ":", Self.identifierPieces[text(index - 2)] == .storyboardIdentifier {
            file.typeNameIdentifiers.append(template)
        } else if let method {
            file.typeNameHolders[Self.methodName(method), default: []].append(template)
        }
    }

    /// At an instantiate message's piece: the names its argument refers to, when it is not a
    /// string literal.
    mutating func computedIdentifier(at index: Int) {
        guard Self.identifierPieces[text(index)] == .storyboardIdentifier, text(index + 1) == ":",
              tokens.indices.contains(index + 2), tokens[index + 2].kind != .string else { return }
        var depth = 0, at = index + 2
        while at < tokens.count, at - index < 40 {
            let token = tokens[at]
            if token.text == "[" || token.text == "(" { depth += 1 }
            if token.text == "]" || token.text == ")" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, token.text == ";" || (token.kind == .identifier && text(at + 1) == ":") { break }
            if token.kind == .identifier { file.instantiateArgumentNames.insert(token.text) }
            at += 1
        }
    }

    /// `storyboardIdentifier` of the selector `storyboardIdentifier` or `identifierFor:`.
    static func methodName(_ selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}
