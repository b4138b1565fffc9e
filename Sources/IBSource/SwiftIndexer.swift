import IBFoundation
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: classes, extensions and their Interface Builder members.
final class SwiftIndexer: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var file: SourceFileIndex
    /// Per nesting level: the index into `file.types` of the enclosing class or extension, or nil
    /// inside a struct, enum or protocol, whose members Objective-C never sees.
    var typeStack: [Int?] = []
    var functionStack: [String] = []
    /// Instantiate calls found as the operand of a cast, by the call's syntax id.
    var casts: [SyntaxIdentifier: (type: String, forced: Bool)] = [:]
    /// The conditions of the `#if` clauses around the current position, outermost first.
    var conditionStack: [BuildCondition] = []

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.file = SourceFileIndex(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    static func index(text: String, path: String) -> SourceFileIndex {
        let tree = Parser.parse(source: text)
        let indexer = SwiftIndexer(path: path, tree: tree)
        indexer.walk(tree)
        // Calls are visited outside-in; report uses in reading order.
        indexer.file.identifierUses.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return indexer.file
    }

    func location(_ node: some SyntaxProtocol) -> IBFoundation.SourceLocation {
        let position = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return IBFoundation.SourceLocation(file: path, line: position.line, column: position.column)
    }

    var currentType: Int? { typeStack.last ?? nil }
    var currentTypeName: String? { currentType.map { file.types[$0].name } }

    // MARK: Types

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditionStack.append(Self.clauseCondition(node))
        file.hasConditions = true
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditionStack.removeLast() }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { file.imports.insert(module) }
        return .skipChildren
    }

    /// `typealias Alias = Class`: an extension of `Alias` extends `Class`.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if functionStack.isEmpty, node.genericParameterClause == nil {
            file.typeAliases[node.name.text] = Self.typeName(node.initializer.value)
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { Self.typeName($0.type) } ?? []
        var type = SourceType(name: Self.plainName(node.name.text), superclass: inherited.first, location: location(node.name),
                              isDeclared: true, language: .swift)
        type.conformances = Array(inherited.dropFirst())
        type.condition = activeCondition
        type.isDesignable = node.attributes.contains(named: "IBDesignable")
        type.objcName = node.attributes.argument(of: "objc")
        objcMembers.append(node.attributes.contains(named: "objcMembers"))
        file.types.append(type)
        typeStack.append(file.types.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast(); objcMembers.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var type = SourceType(name: Self.typeName(node.extendedType), superclass: nil, location: location(node.extendedType),
                              isDeclared: false, language: .swift)
        type.conformances = node.inheritanceClause?.inheritedTypes.map { Self.typeName($0.type) } ?? []
        type.condition = activeCondition
        // Every member of an `@objc extension` is visible to Objective-C, as with `@objcMembers`.
        objcMembers.append(node.attributes.contains(named: "objcMembers") || node.attributes.contains(named: "objc"))
        file.types.append(type)
        typeStack.append(file.types.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast(); objcMembers.removeLast() }

    /// Whether each enclosing class or extension is `@objcMembers`.
    var objcMembers: [Bool] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(nil); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(nil); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(nil); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(nil); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    // MARK: Members

    /// Whether a declaration is a member of the enclosing type, not a local of a closure or
    /// accessor inside one (`let color = …` in a property's initializer is no property).
    static func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// A name without the backticks that let it be a keyword (`` `import` `` → `import`).
    static func plainName(_ text: String) -> String { text.trimmingCharacters(in: ["`"]) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = currentType, functionStack.isEmpty, Self.isMember(node) else { return .visitChildren }
        let attributes = node.attributes
        let isOutlet = attributes.contains(named: "IBOutlet")
        let isInspectable = attributes.contains(named: "IBInspectable") || attributes.contains(named: "GKInspectable")
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let exposed = isOutlet || isInspectable || attributes.contains(named: "objc") || attributes.contains(named: "NSManaged")
            || node.modifiers.contains { $0.name.text == "dynamic" } || (objcMembers.last ?? false)
        let isWeak = node.modifiers.contains { $0.name.text == "weak" }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), !isStatic else { continue }
            let name = Self.plainName(pattern.identifier.text)
            let declared = binding.typeAnnotation?.type
            let (typeName, optionality, isCollection) = declared.map(Self.describe) ?? ("", .nonOptional, false)
            let here = location(pattern)
            if isOutlet {
                file.types[owner].outlets.append(SourceOutlet(name: name, typeName: typeName, isCollection: isCollection,
                                                              optionality: optionality, isWeak: isWeak, location: here, condition: activeCondition))
            }
            let fullType = isCollection ? "[\(typeName)]" : typeName
            file.types[owner].properties.append(SourceProperty(name: name, typeName: fullType, isInspectable: isInspectable,
                                                               isKVCCompliant: exposed, location: here, condition: activeCondition))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.plainName(node.name.text)
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        let swiftName = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        if let owner = currentType, functionStack.isEmpty, Self.isMember(node) {
            let attributes = node.attributes
            let isAction = attributes.contains(named: "IBAction") || attributes.contains(named: "IBSegueAction")
            let exposed = isAction || attributes.contains(named: "objc") || (objcMembers.last ?? false)
                || node.modifiers.contains { ["dynamic", "override"].contains($0.name.text) }
            let selector = attributes.argument(of: "objc") ?? ObjCSelector.selector(base: name, labels: labels)
            let types = parameters.map { Self.describe($0.type).name }
            file.types[owner].methods.append(SourceMethod(name: swiftName, selector: selector, isExposed: exposed, isAction: isAction,
                                                          parameterTypes: types, location: location(node.name), condition: activeCondition))
        }
        functionStack.append(swiftName)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionStack.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { functionStack.append("init"); return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { functionStack.removeLast() }

    // MARK: Identifier uses (SwiftIndexer+Identifiers)

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteReference(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteReference(node.baseName.text)
        return .visitChildren
    }

    func noteReference(_ name: String) {
        if name.first?.isUppercase == true { file.referencedTypeNames.insert(Self.plainName(name)) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { recordCall(node); return .visitChildren }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { recordSequence(node); return .visitChildren }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { recordSwitch(node); return .visitChildren }
    override func visit(_ node: IsTypePatternSyntax) -> SyntaxVisitorContinueKind { recordPrepareCast(Self.typeName(node.type)); return .visitChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { recordNamedString(node); return .skipChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { recordEnumCase(node); return .visitChildren }

    // MARK: Type names

    /// The name of a type without module, generic arguments or optionality.
    static func typeName(_ type: TypeSyntax) -> String { describe(type).name }

    /// A declared type reduced to what ibkit compares: its class name, how it is optional, and
    /// whether it is an array of that class.
    static func describe(_ type: TypeSyntax) -> (name: String, optionality: SourceOutlet.Optionality, isCollection: Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            let inner = describe(optional.wrappedType)
            return (inner.name, .optional, inner.isCollection)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let inner = describe(unwrapped.wrappedType)
            return (inner.name, .implicitlyUnwrapped, inner.isCollection)
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return (describe(array.element).name, .nonOptional, true)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return describe(attributed.baseType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return (identifier.name.text, .nonOptional, false) }
        if let member = type.as(MemberTypeSyntax.self) { return (member.name.text, .nonOptional, false) }
        return (type.trimmedDescription, .nonOptional, false)
    }
}

extension AttributeListSyntax {
    func contains(named name: String) -> Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }

    /// The argument of `@name(argument)`, as written without spaces.
    func argument(of name: String) -> String? {
        for element in self {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name,
                  let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
            return text.isEmpty ? nil : text
        }
        return nil
    }
}
