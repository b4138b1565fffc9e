import IBDocument
import IBXML

extension UIKitBuilder {
    /// An item of a constraint as Swift: a view's name, or one of its layout guides.
    func item(_ object: IBObject) -> (expression: String, isGuide: Bool)? {
        if let name = names[object.node] { return (name, false) }
        switch object.elementName {
        case "viewLayoutGuide":
            guard let owner = object.parent, let ownerName = names[owner.node] else { return nil }
            switch object.key {
            case "safeArea": return (ownerName + ".safeAreaLayoutGuide", true)
            case "keyboard": return (ownerName + ".keyboardLayoutGuide", true)
            case "contentLayoutGuide": return (ownerName + ".contentLayoutGuide", true)
            case "frameLayoutGuide": return (ownerName + ".frameLayoutGuide", true)
            default: return nil
            }
        case "viewControllerLayoutGuide":
            // The old top and bottom layout guides are the safe area's edges since iOS 11.
            return (rootViewName + ".safeAreaLayoutGuide", true)
        default:
            return nil
        }
    }

    /// The root view's name (the guides of a controller hang off it).
    var rootViewName: String { names[rootNode] ?? "view" }

    /// `item.leadingAnchor`, `item.layoutMarginsGuide.topAnchor`; nil when no anchor says it.
    func anchor(_ item: (expression: String, isGuide: Bool), _ attribute: LayoutAttribute, guideType: String?) -> String? {
        var attribute = attribute
        if let guideType {
            // top layout guide: its bottom is the safe area's top; bottom guide: its top is the safe area's bottom.
            attribute = guideType == "top" ? (attribute == .bottom ? .top : attribute) : (attribute == .top ? .bottom : attribute)
        }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY:
            return "\(item.expression).\(attribute.name)Anchor"
        case .firstBaseline, .lastBaseline:
            return item.isGuide ? nil : "\(item.expression).\(attribute.name)Anchor"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            guard !item.isGuide else { return nil }
            return "\(item.expression).layoutMarginsGuide.\(attribute.name.dropLast("Margin".count))Anchor"
        case .centerXWithinMargins, .centerYWithinMargins:
            guard !item.isGuide else { return nil }
            return "\(item.expression).layoutMarginsGuide.\(attribute.name.dropLast("WithinMargins".count))Anchor"
        case .notAnAttribute, .other:
            return nil
        }
    }

    /// The attribute's name for the item initializer, the old top and bottom guides read as the safe area.
    static func itemAttribute(_ attribute: LayoutAttribute, guideType: String?) -> String {
        guard let guideType else { return attribute.name }
        if guideType == "top", attribute == .bottom { return "top" }
        if guideType == "bottom", attribute == .top { return "bottom" }
        return attribute.name
    }

    /// Whether UIKit has the attribute (a damaged document may name another).
    static func isKnown(_ attribute: LayoutAttribute) -> Bool {
        if case .other = attribute { return false }
        return true
    }

    static func isDimension(_ attribute: LayoutAttribute) -> Bool { attribute == .width || attribute == .height }

    /// The expression that makes one constraint, or nil with a note when UIKit's API cannot say it.
    mutating func constraintExpression(_ constraint: Constraint) -> String? {
        guard let firstObject = constraint.firstItem, let first = item(firstObject) else {
            note(constraint.owner, "constraint \(constraint.id ?? "") names an item the code does not build; left out")
            return nil
        }
        let relation: String
        switch constraint.relation {
        case .equal: relation = "equalTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        }
        let constant = SwiftLiteral.number(constraint.constant)
        let multiplier = constraint.multiplier
        let firstGuide = firstObject.elementName == "viewControllerLayoutGuide" ? firstObject.attribute("type") : nil
        guard let secondObject = constraint.secondItem else {
            guard Self.isDimension(constraint.firstAttribute), let anchor = anchor(first, constraint.firstAttribute, guideType: firstGuide) else {
                note(constraint.owner, "constraint \(constraint.id ?? "") has no second item and is not a size; left out")
                return nil
            }
            return "\(anchor).constraint(\(relation)Constant: \(constant))"
        }
        guard let second = item(secondObject) else {
            note(constraint.owner, "constraint \(constraint.id ?? "") names an item the code does not build; left out")
            return nil
        }
        let secondGuide = secondObject.elementName == "viewControllerLayoutGuide" ? secondObject.attribute("type") : nil
        let sameKind = Self.isDimension(constraint.firstAttribute) == Self.isDimension(constraint.secondAttribute)
        if sameKind, let a = anchor(first, constraint.firstAttribute, guideType: firstGuide),
           let b = anchor(second, constraint.secondAttribute, guideType: secondGuide) {
            if Self.isDimension(constraint.firstAttribute) {
                var arguments = "\(relation): \(b)"
                if multiplier != 1 { arguments += ", multiplier: \(SwiftLiteral.number(multiplier))" }
                if constant != "0" { arguments += ", constant: \(constant)" }
                return "\(a).constraint(\(arguments))"
            }
            if multiplier == 1 {
                return "\(a).constraint(\(relation): \(b)\(constant == "0" ? "" : ", constant: \(constant)"))"
            }
        }
        // Multipliers on positions, and sizes tied to positions, have no anchor method; the item
        // initializer takes views and layout guides alike.
        guard Self.isKnown(constraint.firstAttribute), Self.isKnown(constraint.secondAttribute),
              let firstAttribute = SwiftLiteral.member(Self.itemAttribute(constraint.firstAttribute, guideType: firstGuide)),
              let secondAttribute = SwiftLiteral.member(Self.itemAttribute(constraint.secondAttribute, guideType: secondGuide)) else {
            note(constraint.owner, "constraint \(constraint.id ?? "") names an attribute UIKit does not have; left out")
            return nil
        }
        let related = constraint.relation == .equal ? "equal" : constraint.relation == .greaterThanOrEqual ? "greaterThanOrEqual" : "lessThanOrEqual"
        return "NSLayoutConstraint(item: \(first.expression), attribute: \(firstAttribute), relatedBy: .\(related), toItem: \(second.expression), attribute: \(secondAttribute), multiplier: \(SwiftLiteral.number(multiplier)), constant: \(constant))"
    }

    /// Writes the subtree's constraints, activated together; constraints with a priority, an
    /// identifier or an outlet get a name first.
    mutating func writeConstraints(of objects: [IBObject], constraintOutlets: [XMLNodeID: String]) {
        var active: [String] = []
        for object in objects where object.role == .view || object.elementName == "tableViewCellContentView" {
            for constraint in View(object: object).constraints where !constraint.isPlaceholder {
                guard let expression = constraintExpression(constraint) else { continue }
                let needsName = constraint.priority != 1000 || constraint.identifier != nil || constraintOutlets[constraint.node] != nil
                guard needsName else {
                    active.append(expression)
                    continue
                }
                let name = unique(constraintOutlets[constraint.node].flatMap(SwiftLiteral.identifier) ?? "constraint")
                names[constraint.node] = name
                source.line("let \(name) = \(expression)")
                if constraint.priority != 1000 { source.line("\(name).priority = UILayoutPriority(\(SwiftLiteral.number(constraint.priority)))") }
                if let identifier = constraint.identifier { source.line("\(name).identifier = \(SwiftLiteral.string(identifier))") }
                active.append(name)
            }
        }
        guard !active.isEmpty else { return }
        source.block("NSLayoutConstraint.activate([", closing: "])") { body in
            for expression in active { body.line(expression + ",") }
        }
    }
}
