import IBFoundation
import SwiftSyntax

/// Storyboard IDs built from class names: where a class's name becomes a string, and which
/// instantiate calls take a computed identifier.
extension SwiftIndexer {
    /// Records a class-name string (`String(describing: T.self)`, `NSStringFromClass(self)`,
    /// `"\(self)"`) under the property, function or variable whose value it builds.
    func recordTypeNameString(_ node: ExprSyntax) {
        guard let template = typeNameTemplate(node) else { return }
        if let holder = Self.holderName(of: node) { file.typeNameHolders[holder, default: []].append(template) }
    }

    /// An instantiate call whose identifier is computed: built from a class name right there, or
    /// read from names that may hold one.
    func recordComputedIdentifier(_ argument: ExprSyntax) {
        var templates: [TypeNameIdentifier] = []
        var names: Set<String> = []
        var pending = [Syntax(argument)]
        while let node = pending.popLast() {
            if let expression = node.as(ExprSyntax.self), let template = typeNameTemplate(expression) {
                templates.append(template)
                continue
            }
            if let reference = node.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
            pending += node.children(viewMode: .sourceAccurate)
        }
        file.typeNameIdentifiers += templates
        file.instantiateArgumentNames.formUnion(names)
    }

    /// The identifier a class-name expression builds, with what the expressions around it
    /// remove or add; nil when the expression is not one.
    func typeNameTemplate(_ node: ExprSyntax) -> TypeNameIdentifier? {
        var template = TypeNameIdentifier(location: location(node))
        if let literal = node.as(StringLiteralExprSyntax.self) {
            var sawName = false
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let piece):
                    if sawName { template.suffix += piece.content.text } else { template.prefix += piece.content.text }
                case .expressionSegment(let interpolation):
                    guard !sawName, interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                          Self.isOwnTypeSubject(only.expression) else { return nil }
                    sawName = true
                }
            }
            guard sawName else { return nil }
        } else if let call = node.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call.calledExpression),
                  call.arguments.count == 1, let argument = call.arguments.first {
            let describes = callee == "String" && argument.label?.text == "describing"
            let named = callee == "NSStringFromClass" && argument.label == nil
            guard describes || named, Self.isOwnTypeSubject(argument.expression) else { return nil }
        } else {
            return nil
        }
        template.removed = Self.removedTexts(around: node)
        return template
    }

    /// Whether an expression is the class the code runs in, or a type parameter: `self` (in a
    /// static member, the class), `Self`, `Self.self`, `T.self`, `type(of: self)`, `classForCoder`.
    static func isOwnTypeSubject(_ expression: ExprSyntax) -> Bool {
        let written = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if ["self", "Self", "Self.self", "self.self", "type(of:self)", "classForCoder", "self.classForCoder", "self.class"].contains(written) {
            return true
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return isGenericParameter(base.baseName.text, at: expression)
    }

    /// What the calls chained on a class-name string remove from it:
    /// `.replacingOccurrences(of: "ViewController", with: "")`; `.components(separatedBy: ".").last`
    /// and unwrapping keep the name.
    static func removedTexts(around node: ExprSyntax) -> [String] {
        var removed: [String] = []
        var current = Syntax(node)
        var steps = 0
        while let parent = current.parent, steps < 16 {
            steps += 1
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(TupleExprSyntax.self)
                || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) {
                current = parent
                continue
            }
            guard let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id else { break }
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                if member.declName.baseName.text == "replacingOccurrences",
                   let of = call.arguments.first(where: { $0.label?.text == "of" }).flatMap({ stringValue($0.expression) }),
                   call.arguments.first(where: { $0.label?.text == "with" }).flatMap({ stringValue($0.expression) }) == "" {
                    removed.append(of)
                }
                current = Syntax(call)
            } else {
                current = Syntax(member)
            }
        }
        return removed
    }

    /// The property, function or variable whose body or initial value holds `node`.
    static func holderName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if syntax.is(MemberBlockSyntax.self) || syntax.is(SourceFileSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }
}
