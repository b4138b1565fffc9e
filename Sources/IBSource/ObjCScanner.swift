import IBFoundation

/// Reads Objective-C headers and implementations without a compiler: `@interface`/`@implementation`,
/// properties and ivars, methods with their selectors, and identifier strings in message sends.
///
/// Tolerant by design: anything it does not understand is skipped, never reported.
struct ObjCScanner {
    let path: String
    let tokens: [ObjCToken]
    let lineStarts: [Int]
    var file: SourceFileIndex
    var i = 0

    /// Selector piece → what its string argument names.
    static let identifierPieces: [String: IdentifierUse.Kind] = [
        "storyboardWithName": .storyboardName,
        "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
        "instantiateControllerWithIdentifier": .storyboardIdentifier,
        "performSegueWithIdentifier": .segueIdentifier,
        "nibWithNibName": .nibName, "loadNibNamed": .nibName, "initWithNibName": .nibName, "initWithNibNamed": .nibName,
        "initWithWindowNibName": .nibName,
        "dequeueReusableCellWithIdentifier": .reuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .reuseIdentifier,
        "dequeueReusableHeaderFooterViewWithIdentifier": .reuseIdentifier,
        "dequeueReusableSupplementaryViewOfKind": .reuseIdentifier,
        "forCellReuseIdentifier": .reuseRegistration, "forCellWithReuseIdentifier": .reuseRegistration,
        "forHeaderFooterViewReuseIdentifier": .reuseRegistration,
    ]

    static func index(text: String, path: String) -> SourceFileIndex {
        let bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        let (tokens, frameworks) = ObjCTokenizer.tokens(bytes)
        var scanner = ObjCScanner(path: path, tokens: tokens, lineStarts: starts, file: SourceFileIndex(path: path))
        scanner.file.imports = frameworks
        for token in tokens where token.kind == .identifier && token.text.first?.isUppercase == true {
            scanner.file.referencedTypeNames.insert(token.text)
        }
        scanner.scan()
        return scanner.file
    }

    func location(_ token: ObjCToken) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= token.offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: token.offset - lineStarts[low] + 1)
    }

    func text(_ at: Int) -> String { at < tokens.count ? tokens[at].text : "" }

    mutating func scan() {
        var current: Int?
        var inImplementation = false
        var methodSelector: String?
        var depth = 0
        while i < tokens.count {
            let token = tokens[i]
            switch (token.kind, token.text) {
            case (.directive, "@interface"), (.directive, "@implementation"):
                inImplementation = token.text == "@implementation"
                methodSelector = nil
                current = openType(isImplementation: inImplementation)
                continue
            case (.directive, "@end"):
                current = nil
                methodSelector = nil
            case (.directive, "@import"):
                if i + 1 < tokens.count, tokens[i + 1].kind == .identifier { file.imports.insert(tokens[i + 1].text) }
            case (.directive, "@property") where current != nil && depth == 0:
                property(owner: current!)
                continue
            case (.punctuation, "-"), (.punctuation, "+"):
                if depth == 0, let owner = current, text(i + 1) == "(" {
                    methodSelector = method(owner: owner, isClassMethod: token.text == "+")
                    continue
                }
            case (.punctuation, "{"):
                // An ivar block directly after `@interface X : Y`.
                if depth == 0, let owner = current, !inImplementation || methodSelector == nil, i > 0, tokens[i - 1].kind != .punctuation || tokens[i - 1].text == ">" {
                    ivars(owner: owner)
                    continue
                }
                depth += 1
            case (.punctuation, "}"):
                depth = max(0, depth - 1)
                if depth == 0 { methodSelector = nil }
            case (.string, _):
                if !tokens[i].text.isEmpty { file.namedStrings.insert(tokens[i].text) }
                identifierUse(at: i, owner: current, method: methodSelector)
            case (.punctuation, "("), (.identifier, "isKindOfClass"), (.identifier, "isMemberOfClass"),
                 (.identifier, _) where text(i + 1) == "*" && text(i + 3) == "=":
                if let owner = current, let method = methodSelector, method.hasPrefix("prepareForSegue") { prepareCast(at: i, owner: owner) }
            case (.identifier, "NSStringFromClass"):
                typeNameString(at: i, method: methodSelector)
            case (.identifier, _) where Self.identifierPieces[token.text] == .storyboardIdentifier:
                computedIdentifier(at: i)
            default:
                break
            }
            i += 1
        }
    }

    /// `@interface Name : Super <P>`, `@interface Name (Category)`, `@implementation Name`.
    mutating func openType(isImplementation: Bool) -> Int? {
        i += 1
        guard i < tokens.count, tokens[i].kind == .identifier else { return nil }
        let nameToken = tokens[i]
        i += 1
        var superclass: String?
        var isCategory = false
        if text(i) == ":" { superclass = text(i + 1); i += 2 }
        if text(i) == "(" { isCategory = true; while i < tokens.count && text(i) != ")" { i += 1 }; i += 1 }
        var conformances: [String] = []
        if text(i) == "<" {
            i += 1
            while i < tokens.count && text(i) != ">" { if tokens[i].kind == .identifier { conformances.append(tokens[i].text) }; i += 1 }
            i += 1
        }
        let declared = !isImplementation && !isCategory
        var type = SourceType(name: nameToken.text, superclass: superclass, location: location(nameToken), isDeclared: declared, language: .objectiveC)
        type.conformances = conformances
        file.types.append(type)
        return file.types.count - 1
    }

    static let qualifiers: Set<String> = [
        "IBOutlet", "IBInspectable", "IBOutletCollection", "const", "__weak", "__strong", "__unsafe_unretained", "nullable",
        "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "__kindof", "struct", "unsigned", "signed", "volatile",
    ]

    /// `@property (attributes) IBOutlet Type *name;`.
    mutating func property(owner: Int) {
        let start = i
        i += 1
        var attributes: [String] = []
        if text(i) == "(" {
            while i < tokens.count && text(i) != ")" { attributes.append(text(i)); i += 1 }
            i += 1
        }
        var declaration: [ObjCToken] = []
        while i < tokens.count && text(i) != ";" && tokens[i].kind != .directive { declaration.append(tokens[i]); i += 1 }
        if text(i) == ";" { i += 1 }
        record(declaration, owner: owner, attributes: attributes, at: start)
    }

    /// The ivars between `{` and `}` after `@interface`.
    mutating func ivars(owner: Int) {
        i += 1
        var declaration: [ObjCToken] = []
        while i < tokens.count && text(i) != "}" {
            if text(i) == ";" { record(declaration, owner: owner, attributes: [], at: i); declaration = [] } else { declaration.append(tokens[i]) }
            i += 1
        }
        i += 1
    }

    mutating func record(_ declaration: [ObjCToken], owner: Int, attributes: [String], at: Int) {
        let words = declaration.map(\.text)
        guard let nameToken = declaration.last(where: { $0.kind == .identifier && !Self.qualifiers.contains($0.text) }),
              declaration.count >= 2 else { return }
        let isOutlet = words.contains("IBOutlet") || words.contains("IBOutletCollection")
        let isCollection = words.contains("IBOutletCollection")
        var typeName = declaration.first { $0.kind == .identifier && !Self.qualifiers.contains($0.text) && $0.offset != nameToken.offset }?.text ?? ""
        if isCollection, let open = words.firstIndex(of: "IBOutletCollection"), open + 2 < words.count { typeName = words[open + 2] }
        let here = location(nameToken)
        if isOutlet {
            let isWeak = attributes.contains("weak") || words.contains("__weak")
            file.types[owner].outlets.append(SourceOutlet(name: nameToken.text, typeName: typeName, isCollection: isCollection,
                                                          optionality: .implicitlyUnwrapped, isWeak: isWeak, location: here))
        }
        file.types[owner].properties.append(SourceProperty(name: nameToken.text, typeName: typeName, isInspectable: words.contains("IBInspectable"),
                                                           isKVCCompliant: true, location: here))
    }

    /// `- (IBAction)name:(id)sender label:(T)arg;` → its selector; stops before the body.
    mutating func method(owner: Int, isClassMethod: Bool) -> String? {
        i += 2
        var returnType: [String] = []
        var parens = 1
        while i < tokens.count && parens > 0 {
            if text(i) == "(" { parens += 1 } else if text(i) == ")" { parens -= 1 }
            if parens > 0 { returnType.append(text(i)) }
            i += 1
        }
        guard i < tokens.count, tokens[i].kind == .identifier else { return nil }
        let nameToken = tokens[i]
        var selector = ""
        var parameterTypes: [String] = []
        while i < tokens.count, tokens[i].kind == .identifier || text(i) == ":" {
            if tokens[i].kind == .identifier, text(i + 1) == ":" {
                selector += tokens[i].text + ":"
                i += 2
            } else if text(i) == ":" {
                selector += ":"
                i += 1
            } else if selector.isEmpty {
                selector = tokens[i].text
                i += 1
                break
            } else {
                break
            }
            if text(i) == "(" {
                var type: [String] = []
                i += 1
                while i < tokens.count && text(i) != ")" { type.append(text(i)); i += 1 }
                i += 1
                parameterTypes.append(type.first { !Self.qualifiers.contains($0) && $0 != "*" } ?? "id")
            }
            if i < tokens.count, tokens[i].kind == .identifier, text(i + 1) != ":" { i += 1 } // the argument name
        }
        while i < tokens.count && text(i) != ";" && text(i) != "{" && tokens[i].kind != .directive { i += 1 }
        if text(i) == ";" { i += 1 }
        guard !isClassMethod else { return selector }
        file.types[owner].methods.append(SourceMethod(name: selector, selector: selector, isExposed: true,
                                                      isAction: returnType.contains("IBAction"), parameterTypes: parameterTypes,
                                                      location: location(nameToken)))
        return selector
    }

    /// The bundle a nib or storyboard message looks in: its `bundle:` argument, or, for
    /// `loadNibNamed:`, its receiver; nil when it names none.
    func bundle(after literal: Int, piece: Int) -> IdentifierUse.BundleReference? {
        if text(literal + 1) == "bundle", text(literal + 2) == ":" {
            var end = literal + 3, depth = 0
            while end < tokens.count {
                let token = text(end)
                if token == "[" || token == "(" { depth += 1 }
                if token == "]" || token == ")" { if depth == 0 { break }; depth -= 1 }
                if depth == 0, tokens[end].kind == .identifier, text(end + 1) == ":" { break }
                end += 1
            }
            return Self.bundleReference(tokens[(literal + 3)..<end].map(\.text))
        }
        guard text(piece) == "loadNibNamed" else { return nil }
        // `[[NSBundle mainBundle] loadNibNamed:…]`: back to the `[` that opens the message.
        var start = piece - 1, depth = 0
        while start > 0 {
            let token = text(start)
            if token == "]" { depth += 1 } else if token == "[" { if depth == 0 { break }; depth -= 1 }
            start -= 1
        }
        return Self.bundleReference(tokens[(start + 1)..<piece].map(\.text))
    }

    static func bundleReference(_ words: [String]) -> IdentifierUse.BundleReference {
        let joined = words.joined()
        if joined == "nil" || joined == "[NSBundlemainBundle]" || joined == "NSBundle.mainBundle" { return .main }
        if let at = words.firstIndex(of: "bundleForClass") {
            let argument = words[(at + 1)...].filter { $0 != ":" && $0 != "[" && $0 != "]" && $0 != "." }
            if argument.first == "self" || argument == ["class"] { return .main }
            if let name = argument.first, argument.dropFirst().first == "class" { return .ofClass(name) }
        }
        return .other
    }

    /// A string literal that is the argument of a selector piece naming a document's identifier.
    mutating func identifierUse(at index: Int, owner: Int?, method: String?) {
        guard index >= 2, text(index - 1) == ":" else { return }
        let piece = text(index - 2)
        var kind = Self.identifierPieces[piece]
        if piece == "isEqualToString" || piece == "isEqual" {
            // `[segue.identifier isEqualToString:@"x"]`: look back to the receiver.
            let receiver = tokens[max(0, index - 6)..<(index - 2)].map(\.text)
            if receiver.contains("identifier"), receiver.contains(where: { $0.lowercased().contains("segue") }) || (method ?? "").hasPrefix("prepareForSegue") {
                kind = .segueComparison
            }
        }
        guard let kind else { return }
        var use = IdentifierUse(kind: kind, value: tokens[index].text, location: location(tokens[index]))
        use.enclosingType = owner.map { file.types[$0].name }
        use.enclosingFunction = method
        use.loadsControllerView = piece == "initWithNibName"
        if kind == .nibName || kind == .storyboardName { use.bundle = bundle(after: index, piece: index - 2) }
        if piece == "dequeueReusableCellWithIdentifier" || piece == "dequeueReusableHeaderFooterViewWithIdentifier" {
            // Without `forIndexPath:` the call returns nil for an unknown identifier.
            use.raisesWhenMissing = text(index + 1) == "forIndexPath" && text(index + 2) == ":"
        }
        file.identifierUses.append(use)
    }
}
