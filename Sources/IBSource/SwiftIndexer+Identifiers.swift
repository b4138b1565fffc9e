import IBFoundation
import SwiftSyntax

/// Identifier strings in calls, comparisons and casts.
extension SwiftIndexer {
    /// Call name and argument label → what the string argument names.
    static let identifierArguments: [String: [String: IdentifierUse.Kind]] = [
        "UIStoryboard": ["name": .storyboardName],
        "NSStoryboard": ["name": .storyboardName],
        "instantiateViewController": ["withIdentifier": .storyboardIdentifier, "identifier": .storyboardIdentifier],
        "instantiateController": ["withIdentifier": .storyboardIdentifier, "identifier": .storyboardIdentifier],
        "performSegue": ["withIdentifier": .segueIdentifier],
        "UINib": ["nibName": .nibName],
        "NSNib": ["nibNamed": .nibName],
        "loadNibNamed": ["": .nibName],
        "dequeueReusableCell": ["withIdentifier": .reuseIdentifier, "withReuseIdentifier": .reuseIdentifier],
        "dequeueReusableHeaderFooterView": ["withIdentifier": .reuseIdentifier],
        "dequeueReusableSupplementaryView": ["withReuseIdentifier": .reuseIdentifier],
        "register": [
            "forCellReuseIdentifier": .reuseRegistration, "forCellWithReuseIdentifier": .reuseRegistration,
            "forHeaderFooterViewReuseIdentifier": .reuseRegistration, "withReuseIdentifier": .reuseRegistration,
        ],
    ]

    static let instantiateCalls: Set<String> = ["instantiateViewController", "instantiateController"]

    /// Dequeue calls that return nil, rather than raise, for an unknown identifier unless given `for:`.
    static let nilReturningDequeues: Set<String> = ["dequeueReusableCell", "dequeueReusableHeaderFooterView"]

    func recordCall(_ node: FunctionCallExprSyntax) {
        guard let callee = Self.calleeName(node.calledExpression) else { return }
        if callee == "String" || callee == "NSStringFromClass" { recordTypeNameString(ExprSyntax(node)) }
        if Self.isDestinationMember(node.calledExpression) { recordPrepareCast("*") }
        let table = Self.identifierArguments[callee]
        let arguments = Array(node.arguments)
        for (position, argument) in arguments.enumerated() {
            let label = argument.label?.text ?? ""
            var kind = table?[label]
            if kind == .storyboardIdentifier, Self.stringValue(argument.expression) == nil { recordComputedIdentifier(argument.expression) }
            // `init(nibName:bundle:)` of any controller: the label pair says what the string is.
            var controllerNib = false
            if kind == nil, label == "nibName", position + 1 < arguments.count, arguments[position + 1].label?.text == "bundle" {
                kind = .nibName
                controllerNib = true
            }
            guard let kind, let value = Self.stringValue(argument.expression) else { continue }
            var use = IdentifierUse(kind: kind, value: value, location: location(argument.expression))
            use.loadsControllerView = controllerNib
            if kind == .reuseIdentifier, Self.nilReturningDequeues.contains(callee) {
                use.raisesWhenMissing = arguments.contains { $0.label?.text == "for" }
            }
            use.enclosingType = currentTypeName
            use.enclosingFunction = functionStack.last
            if kind == .nibName || kind == .storyboardName { use.bundle = Self.bundle(of: node) }
            if kind == .storyboardIdentifier {
                use.storyboardName = Self.storyboardName(receiverOf: node.calledExpression)
                if let cast = casts[node.id] { use.castType = cast.type; use.isForcedCast = cast.forced }
            }
            file.identifierUses.append(use)
        }
    }

    /// Casts of an instantiate call and comparisons with a segue's identifier, both of which the
    /// parser leaves as flat operator sequences.
    func recordSequence(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for (i, element) in elements.enumerated() {
            if let cast = element.as(UnresolvedAsExprSyntax.self), i > 0, i + 1 < elements.count,
               let type = elements[i + 1].as(TypeExprSyntax.self), let call = Self.instantiateCall(in: elements[i - 1]) {
                casts[call.id] = (Self.typeName(type.type), cast.questionOrExclamationMark?.tokenKind == .exclamationMark)
            }
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self), i + 1 < elements.count,
               let type = elements[i + 1].as(TypeExprSyntax.self) {
                recordPrepareCast(Self.typeName(type.type))
            }
            // `segue.destination.title = …`: whatever the child is, this branch configures it.
            if element.is(AssignmentExprSyntax.self), i > 0, Self.isDestinationMember(elements[i - 1]) { recordPrepareCast("*") }
            if let op = element.as(BinaryOperatorExprSyntax.self), ["==", "!=", "~="].contains(op.operator.text), i > 0, i + 1 < elements.count {
                for (subject, other) in [(elements[i - 1], elements[i + 1]), (elements[i + 1], elements[i - 1])] {
                    if isSegueIdentifier(subject), let value = Self.stringValue(other) { recordComparison(value, at: other) }
                }
            }
        }
    }

    func recordSwitch(_ node: SwitchExprSyntax) {
        guard isSegueIdentifier(node.subject) else { return }
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
                var expression = pattern.expression
                if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
                if let value = Self.stringValue(expression) { recordComparison(value, at: expression) }
            }
        }
    }

    /// Any string literal: code that keeps an identifier in a constant hands UIKit the constant,
    /// so the literal is the only trace of the identifier's use.
    func recordNamedString(_ node: StringLiteralExprSyntax) {
        recordTypeNameString(ExprSyntax(node))
        if let value = Self.stringValue(ExprSyntax(node)), !value.isEmpty { file.namedStrings.insert(value) }
    }

    /// A case of a `String` enum without a raw value: its raw value is its name.
    func recordEnumCase(_ node: EnumCaseElementSyntax) {
        guard node.rawValue == nil,
              let declaration = node.parent?.parent?.as(EnumCaseDeclSyntax.self),
              let memberBlock = declaration.parent?.parent?.parent?.as(MemberBlockSyntax.self),
              let enumeration = memberBlock.parent?.as(EnumDeclSyntax.self),
              let inherited = enumeration.inheritanceClause?.inheritedTypes,
              inherited.contains(where: { $0.type.trimmedDescription == "String" }) else { return }
        file.namedStrings.insert(Self.plainName(node.name.text))
    }

    /// `segue.destination.x` (`destinationController` on the Mac): a member of whatever child the segue brings.
    static func isDestinationMember(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return text.hasPrefix("segue.destination.") || text.hasPrefix("segue.destinationController.")
    }

    /// A type `prepare(for:sender:)` casts to: a child it configures; `*` for any child.
    func recordPrepareCast(_ type: String) {
        guard let function = functionStack.last, function.hasPrefix("prepare("), let owner = currentTypeName else { return }
        file.prepareCasts[owner, default: []].insert(type)
    }

    private func recordComparison(_ value: String, at node: some SyntaxProtocol) {
        var use = IdentifierUse(kind: .segueComparison, value: value, location: location(node))
        use.enclosingType = currentTypeName
        use.enclosingFunction = functionStack.last
        file.identifierUses.append(use)
    }

    /// `segue.identifier`, or a bare `identifier` inside `prepare(for:sender:)`/`shouldPerformSegue`.
    private func isSegueIdentifier(_ expression: ExprSyntax) -> Bool {
        var text = expression.trimmedDescription
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text == "identifier" || text.hasSuffix(".identifier") else { return false }
        let function = functionStack.last ?? ""
        return text.lowercased().contains("segue") || function.hasPrefix("prepare(") || function.hasPrefix("shouldPerformSegue(")
    }

    static func calleeName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The storyboard of `UIStoryboard(name: "Main", bundle: nil).instantiate…`.
    static func storyboardName(receiverOf callee: ExprSyntax) -> String? {
        guard let member = callee.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let call = base.as(FunctionCallExprSyntax.self), let name = calleeName(call.calledExpression),
              name == "UIStoryboard" || name == "NSStoryboard",
              let argument = call.arguments.first(where: { $0.label?.text == "name" }) else { return nil }
        return stringValue(argument.expression)
    }

    /// The instantiate call an expression ends in, looking through `!`, `?` and `try`.
    static func instantiateCall(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                return calleeName(call.calledExpression).map(instantiateCalls.contains) == true ? call : nil
            }
            if let unwrapped = current.as(ForceUnwrapExprSyntax.self) { current = unwrapped.expression; continue }
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let attempt = current.as(TryExprSyntax.self) { current = attempt.expression; continue }
            return nil
        }
    }

    /// A string the expression spells out: a literal without interpolation, `String(describing: T.self)`
    /// or `"\(T.self)"`, which give the type's name.
    static func stringValue(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let piece): text += piece.content.text
                case .expressionSegment(let interpolation):
                    guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                          let name = selfTypeName(only.expression) else { return nil }
                    text += name
                }
            }
            return text
        }
        if let call = expression.as(FunctionCallExprSyntax.self), calleeName(call.calledExpression) == "String",
           call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing" {
            return selfTypeName(argument.expression)
        }
        return nil
    }

    /// Where a nib or storyboard call looks: its `bundle:` argument, or the bundle it is sent to
    /// (`Bundle.main.loadNibNamed`); nil when it names none.
    static func bundle(of call: FunctionCallExprSyntax) -> IdentifierUse.BundleReference? {
        if let argument = call.arguments.first(where: { $0.label?.text == "bundle" }) { return bundleReference(argument.expression) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { return bundleReference(base) }
        return nil
    }

    static func bundleReference(_ expression: ExprSyntax) -> IdentifierUse.BundleReference {
        if expression.is(NilLiteralExprSyntax.self) { return .main }
        let text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if [".main", "Bundle.main", "Foundation.Bundle.main"].contains(text) { return .main }
        if let call = expression.as(FunctionCallExprSyntax.self), calleeName(call.calledExpression) == "Bundle",
           let argument = call.arguments.first, argument.label?.text == "for" {
            if let name = selfTypeName(argument.expression) { return .ofClass(name) }
            // `Bundle(for: type(of: self))`, `Bundle(for: Self.self)`: the bundle of the code's own class.
            let written = argument.expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
            if ["type(of:self)", "Self.self", "self.classForCoder", "classForCoder"].contains(written) { return .main }
        }
        return .other
    }

    /// `Foo.self` → `Foo`; nil for a generic parameter (`T.self`, `Self.self`), whose name only
    /// the call site knows.
    static func selfTypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), isGenericParameter(reference.baseName.text, at: expression) { return nil }
        return base.trimmedDescription.split(separator: ".").last.map(String.init)
    }

    /// Whether `name` at `node` is a type parameter: `Self`, a generic parameter of an enclosing
    /// function, initializer, subscript or type, or an associated type of an enclosing protocol.
    static func isGenericParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if name == "Self" { return true }
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
               clause.parameters.contains(where: { $0.name.text == name }) { return true }
            if let declaration = syntax.as(ProtocolDeclSyntax.self),
               declaration.memberBlock.members.contains(where: { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text == name }) { return true }
            current = syntax.parent
        }
        return false
    }
}
