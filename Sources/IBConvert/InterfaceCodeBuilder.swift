import IBDocument
import IBLayout
import IBXML

/// What the UIKit and AppKit builders share: the code written so far, the names of the objects
/// built, notes, selectors and constraints; each platform says how an item and a priority are spelled.
protocol InterfaceCodeBuilder {
    var document: Document { get }
    var options: ConvertOptions { get }
    /// The class the method is written in (for `#selector(Class.method(_:))`).
    var ownerClass: String { get }
    /// The object that is `self`: the controller, File's Owner, or the root view itself.
    var ownerObject: IBObject? { get }
    var source: SwiftSource { get set }
    var notes: [ConversionNote] { get set }
    /// The Swift expression naming each object built, by element.
    var names: [XMLNodeID: String] { get set }
    var usedNames: Set<String> { get set }
    /// The keys `ibkit strings` exports, for localized text.
    var strings: LocalizedStrings { get }
    /// The element whose view the code builds.
    var rootNode: XMLNodeID { get set }
    /// The layout priority type (`UILayoutPriority`, `NSLayoutConstraint.Priority`).
    static var priorityType: String { get }
    /// An item of a constraint as Swift: a view's name, or one of its layout guides.
    func item(_ object: IBObject) -> (expression: String, isGuide: Bool)?
    /// An image by its name (`UIImage(named:)`, `NSImage(named:)`).
    func imageExpression(_ name: String) -> String
    /// The views inside a view that its code creates, in the platform's subview order.
    static func viewChildren(of object: IBObject) -> [IBObject]
}

extension InterfaceCodeBuilder {
    /// Constraints that outlets point at, by the outlet's name.
    static func constraintOutlets(of objects: [IBObject]) -> [XMLNodeID: String] {
        Dictionary(objects.flatMap(\.connections).filter { $0.kind == .outlet }.compactMap { connection in
            connection.destination.flatMap { $0.elementName == "constraint" ? ($0.node, connection.property ?? "constraint") : nil }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The objects of a view's subtree that the code creates, in the order it creates them.
    static func subtree(of view: IBObject) -> [IBObject] {
        var result: [IBObject] = []
        func walk(_ object: IBObject) {
            for child in viewChildren(of: object) {
                result.append(child)
                walk(child)
            }
        }
        walk(view)
        return result
    }

    /// Each object once, in the order first met.
    static func once(_ objects: [IBObject]) -> [IBObject] {
        var seen: Set<IBObject> = []
        return objects.filter { seen.insert($0).inserted }
    }

    var tree: XMLTree { document.tree }

    mutating func note(_ object: IBObject, _ message: String) {
        notes.append(ConversionNote(location: object.location, message: message))
        source.comment("ibkit: " + message)
    }

    // MARK: Names

    /// Names the objects of the subtree: an outlet's property name, else the label or class.
    mutating func assignNames(_ objects: [IBObject], root: IBObject, rootName: String) {
        names[root.node] = rootName
        rootNode = root.node
        var outletNames: [XMLNodeID: String] = [:]
        let owners = [ownerObject, root].compactMap { $0 } + objects
        for owner in owners {
            for connection in owner.connections where connection.kind == .outlet {
                guard let property = connection.property, let destination = connection.destination, outletNames[destination.node] == nil else { continue }
                outletNames[destination.node] = property
            }
        }
        for object in objects where names[object.node] == nil {
            let base = outletNames[object.node].flatMap(SwiftLiteral.identifier)
                ?? object.userLabel.flatMap(SwiftLiteral.identifier)
                ?? SwiftLiteral.identifier(object.elementName) ?? "object"
            names[object.node] = unique(base.replacingOccurrences(of: "`", with: ""))
        }
    }

    mutating func unique(_ base: String) -> String {
        var name = SwiftLiteral.isIdentifier(base) ? base : "_" + base
        var counter = 2
        while usedNames.contains(name) {
            name = base + String(counter)
            counter += 1
        }
        usedNames.insert(name)
        return name
    }

    /// The Swift name of an Objective-C action selector: `didTap:` → `didTap(_:)`,
    /// `didTapWithSender:` → `didTap(sender:)`, `refresh` → `refresh`.
    static func swiftName(ofSelector selector: String) -> String {
        var parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return selector }
        parts.removeLast()
        var base = parts[0]
        var firstLabel = "_"
        if let range = base.range(of: "With", options: .backwards), range.upperBound < base.endIndex,
           base[range.upperBound].isUppercase, range.lowerBound > base.startIndex {
            firstLabel = SwiftLiteral.lowerFirst(String(base[range.upperBound...]))
            base = String(base[..<range.lowerBound])
        }
        let labels = [firstLabel] + parts.dropFirst().map { $0.isEmpty ? "_" : $0 }
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The selector as the options spell it, for a target of `targetClass` (nil: the responder chain).
    func selectorExpression(_ selector: String, targetClass: String?) -> String {
        guard options.selectors == .checked, let targetClass else {
            return options.selectors == .checked ? "Selector((\(SwiftLiteral.string(selector))))" : "Selector(\(SwiftLiteral.string(selector)))"
        }
        let swiftName = Self.swiftName(ofSelector: selector)
        // A selector that is no Swift name (a damaged document) is kept by its runtime name.
        guard swiftName.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*(\(([A-Za-z_][A-Za-z0-9_]*:)+\))?/) != nil else {
            return "Selector((\(SwiftLiteral.string(selector))))"
        }
        return "#selector(\(targetClass).\(swiftName))"
    }

    /// The expression for the object a connection starts from or points at.
    func expression(for object: IBObject) -> String? {
        if object == ownerObject { return "self" }
        // A Mac nib's Application placeholder is the shared application.
        if object.placeholder == .application, document.platform == .macOS { return "NSApp" }
        return names[object.node]
    }

    // MARK: Constraints

    /// `item.leadingAnchor`, `item.layoutMarginsGuide.topAnchor`; nil when no anchor says it.
    func anchor(_ item: (expression: String, isGuide: Bool), _ attribute: LayoutAttribute, guideType: String?) -> String? {
        var attribute = attribute
        // A top guide's top, and a bottom guide's bottom, are the controller's view's own edges.
        let suffix = ".safeAreaLayoutGuide"
        if let guideType, item.expression.hasSuffix(suffix), (guideType == "top" && attribute == .top) || (guideType == "bottom" && attribute == .bottom) {
            return "\(item.expression.dropLast(suffix.count)).\(attribute.name)Anchor"
        }
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
        let constant = SwiftLiteral.number(constraint.runTimeConstant)
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
        // Constraints the base size class leaves out are not installed; the variations that
        // include them are noted where they are, not converted.
        let excluded = objects.reduce(into: Set<String>()) { $0.formUnion(View(object: $1).excludedInBaseSizeClass) }
        for object in objects where object.role == .view || object.elementName == "tableViewCellContentView" {
            for constraint in View(object: object).constraints where !constraint.isPlaceholder && !excluded.contains(constraint.id ?? "") {
                guard let expression = constraintExpression(constraint) else { continue }
                let needsName = constraint.priority != 1000 || constraint.identifier != nil || constraintOutlets[constraint.node] != nil
                guard needsName else {
                    active.append(expression)
                    continue
                }
                let name = unique(constraintOutlets[constraint.node].flatMap(SwiftLiteral.identifier) ?? "constraint")
                names[constraint.node] = name
                source.line("let \(name) = \(expression)")
                if constraint.priority != 1000 { source.line("\(name).priority = \(Self.priorityType)(\(SwiftLiteral.number(constraint.priority)))") }
                if let identifier = constraint.identifier { source.line("\(name).identifier = \(SwiftLiteral.string(identifier))") }
                active.append(name)
            }
        }
        guard !active.isEmpty else { return }
        source.block("NSLayoutConstraint.activate([", closing: "])") { body in
            for expression in active { body.line(expression + ",") }
        }
    }

    /// User-defined runtime attributes, set by key-value coding as the nib does.
    mutating func writeRuntimeAttributes(of object: IBObject, name: String, color: (Color) -> String?, image: (String) -> String, rect: (Rect) -> String) {
        for attribute in object.runtimeAttributes {
            guard let keyPath = attribute.keyPath else { continue }
            let value: String?
            switch attribute.value {
            case .boolean(let flag): value = flag ? "true" : "false"
            case .number(let number): value = SwiftLiteral.number(number)
            case .string(let text): value = SwiftLiteral.string(text)
            case .localizedString(let text): value = strings.expression(text, object: object, keyPath: nil, style: options.strings)
            case .color(let runtimeColor): value = color(runtimeColor)
            case .image(let name): value = image(name)
            case .point(let point): value = "CGPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))"
            case .size(let size): value = "CGSize(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))"
            case .rect(let frame): value = rect(frame)
            case .range(let location, let length): value = "NSRange(location: \(location), length: \(length))"
            case .nil: value = "nil"
            case .unknown(let type):
                value = nil
                note(object, "runtime attribute \(keyPath) of type \(type) is not converted")
            }
            if let value { source.line("\(name).setValue(\(value), forKeyPath: \(SwiftLiteral.string(keyPath)))") }
        }
    }

    // MARK: Attributes

    /// Writes one attribute by its mapping: a property, a statement, or nothing.
    mutating func write(_ mapping: PropertyMapping, raw: String, name: String, object: IBObject, keyPath: String) {
        switch mapping {
        case .ignored: return
        case .property(let property, let kind, let omitted):
            if raw == omitted { return }
            guard let value = swiftValue(raw, kind, object: object) else {
                note(object, "\(keyPath)=\"\(raw)\" is not a value ibkit can write")
                return
            }
            source.line("\(name).\(property) = \(value)")
        case .statement(let kind, let make):
            guard let value = swiftValue(raw, kind, object: object) else { return }
            let statement = make(name, value)
            if !statement.isEmpty { source.line(statement) }
        }
    }

    /// The attribute's text as a Swift value of the mapping's kind; nil when it is not one.
    func swiftValue(_ raw: String, _ kind: PropertyMapping.ValueKind, object: IBObject) -> String? {
        switch kind {
        case .bool: return raw == "YES" ? "true" : raw == "NO" ? "false" : nil
        case .number: return SwiftLiteral.number(raw)
        case .enumeration(let names):
            return SwiftLiteral.member(names[raw] ?? raw)
        case .text(let keyPath): return strings.expression(raw, object: object, keyPath: keyPath.isEmpty ? nil : keyPath, style: options.strings)
        case .image: return imageExpression(raw)
        }
    }

}
