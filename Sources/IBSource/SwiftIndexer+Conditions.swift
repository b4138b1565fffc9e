import SwiftSyntax

/// `#if` clauses: each declaration records the conditions of the clauses around it.
extension SwiftIndexer {
    /// The condition under which a clause's body is compiled: its own, and every earlier clause
    /// of the same `#if` false.
    static func clauseCondition(_ clause: IfConfigClauseSyntax) -> BuildCondition {
        var parts: [BuildCondition] = []
        if let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in list {
                if earlier.id == clause.id { break }
                if let earlierCondition = earlier.condition { parts.append(.not(condition(earlierCondition))) }
            }
        }
        if let own = clause.condition { parts.append(condition(own)) }
        return BuildCondition.all(parts) ?? .literal(true)
    }

    /// A condition expression as a value.
    static func condition(_ expression: ExprSyntax) -> BuildCondition {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return .flag(reference.baseName.text) }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .literal(boolean.literal.tokenKind == .keyword(.true)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return .not(condition(prefix.expression)) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return condition(only.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let sides = [condition(infix.leftOperand), condition(infix.rightOperand)]
            switch op.operator.text {
            case "&&": return .and(sides)
            case "||": return .or(sides)
            default: return .unknown
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return condition(sequence: Array(sequence.elements)) }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            switch name {
            case "os": return .os(argument)
            case "canImport": return .canImport(module)
            case "targetEnvironment": return .targetEnvironment(argument)
            default: return .unknown
            }
        }
        return .unknown
    }

    /// `a && b || c` as the parser leaves it, flat: `&&` binds tighter than `||`.
    static func condition(sequence elements: [ExprSyntax]) -> BuildCondition {
        var alternatives: [[ExprSyntax]] = [[]]
        var conjunction: [ExprSyntax] = []
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": alternatives[alternatives.count - 1] = conjunction; conjunction = []; alternatives.append([])
                case "&&": continue
                default: return .unknown
                }
            } else {
                conjunction.append(element)
            }
        }
        alternatives[alternatives.count - 1] = conjunction
        let ors = alternatives.map { group in BuildCondition.all(group.map(condition)) ?? .literal(true) }
        return ors.count == 1 ? ors[0] : .or(ors)
    }

    /// The conditions in force here, as one; nil outside every `#if`.
    var activeCondition: BuildCondition? { BuildCondition.all(conditionStack) }
}
