import Foundation
import IBFoundation

/// A script of structural edits, `{"edits": [ ... ]}`, each an object naming its `op`.
public struct EditScript: Sendable, Equatable {
    /// The edits, in the order they apply.
    public var edits: [Edit]

    /// A script of these edits.
    public init(edits: [Edit]) {
        self.edits = edits
    }

    /// Reads a script from its JSON; the failure names the first edit that cannot be read.
    public static func parse(_ bytes: [UInt8]) throws(EditFailure) -> EditScript {
        let object: JSONValue
        do { object = try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) } catch {
            throw EditFailure(index: nil, op: nil, message: "the script is not JSON")
        }
        guard case .object(let root) = object, case .array(let list)? = root["edits"] else {
            throw EditFailure(index: nil, op: nil, message: "the script must be an object with an \"edits\" array")
        }
        var edits: [Edit] = []
        for (offset, item) in list.enumerated() {
            edits.append(try read(item, index: offset + 1))
        }
        return EditScript(edits: edits)
    }

    private static func read(_ item: JSONValue, index: Int) throws(EditFailure) -> Edit {
        guard case .object(let fields) = item else { throw EditFailure(index: index, op: nil, message: "an edit must be an object") }
        guard case .string(let op)? = fields["op"] else {
            throw EditFailure(index: index, op: nil, message: "names no \"op\"; one of: " + Edit.operations.joined(separator: ", "))
        }
        let reader = Fields(fields: fields, index: index, op: op)
        switch op {
        case "set":
            guard case .object(let properties)? = fields["properties"], !properties.isEmpty else {
                throw reader.failure("\"properties\" must be an object naming at least one property")
            }
            var values: [(name: String, value: PropertyValue)] = []
            for name in properties.keys.sorted() {
                values.append((name, try reader.value(properties[name] ?? .null, named: name)))
            }
            return .set(id: try reader.string("id"), properties: values)
        case "remove":
            return .remove(id: try reader.string("id"))
        case "connectOutlet":
            return .connectOutlet(source: try reader.string("source"), property: try reader.string("property"), destination: try reader.string("destination"),
                                  declare: try reader.flag("declare"))
        case "connectAction":
            return .connectAction(source: try reader.string("source"), event: try reader.optionalString("event"), target: try reader.string("target"),
                                  selector: try reader.string("selector"), declare: try reader.flag("declare"))
        case "addSegue":
            return .addSegue(source: try reader.string("source"), destination: try reader.string("destination"), kind: try reader.string("kind"),
                             identifier: try reader.optionalString("identifier"))
        case "renameClass":
            return .renameClass(from: try reader.string("from"), to: try reader.string("to"))
        case "embedInStack":
            guard case .array(let list)? = fields["ids"], !list.isEmpty else { throw reader.failure("\"ids\" must be a non-empty array of ids") }
            var ids: [String] = []
            for item in list {
                guard case .string(let id) = item, !id.isEmpty else { throw reader.failure("\"ids\" must hold ids (strings)") }
                ids.append(id)
            }
            let axis = try reader.optionalString("axis") ?? "vertical"
            guard ["vertical", "horizontal"].contains(axis) else { throw reader.failure("\"axis\" is vertical or horizontal") }
            var spacing: Double?
            if let given = fields["spacing"], given != .null {
                guard case .number(let number) = given, number.isFinite, number >= 0, number < 1e6 else { throw reader.failure("\"spacing\" must be a number of 0 or more") }
                spacing = number
            }
            return .embedInStack(ids: ids, axis: axis, spacing: spacing)
        case "addScene":
            let ref = try reader.optionalString("ref")
            if let ref, !ref.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { throw reader.failure("\"ref\" must be letters, digits and _") }
            return .addScene(AddedScene(className: try reader.string("class"), storyboardIdentifier: try reader.optionalString("storyboardIdentifier"),
                                        embedIn: try reader.optionalString("embedIn"), ref: ref))
        case "addConstraint":
            return .addConstraint(try reader.constraint(fields, itemField: "item"))
        case "addView":
            var properties: [(name: String, value: PropertyValue)] = []
            if case .object(let given)? = fields["properties"] {
                for name in given.keys.sorted() { properties.append((name, try reader.value(given[name] ?? .null, named: name))) }
            } else if let given = fields["properties"], given != .null {
                throw reader.failure("\"properties\" must be an object")
            }
            var constraints: [ConstraintSpec] = []
            if case .array(let list)? = fields["constraints"] {
                for item in list {
                    guard case .object(let spec) = item else { throw reader.failure("each of \"constraints\" must be an object") }
                    constraints.append(try reader.constraint(spec, itemField: nil))
                }
            } else if let given = fields["constraints"], given != .null {
                throw reader.failure("\"constraints\" must be an array")
            }
            var index: Int?
            if case .number(let number)? = fields["index"] {
                guard number >= 0, number == number.rounded(), number < 1e6 else { throw reader.failure("\"index\" must be a whole number of 0 or more") }
                index = Int(number)
            }
            let ref = try reader.optionalString("ref")
            if let ref, !ref.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { throw reader.failure("\"ref\" must be letters, digits and _") }
            return .addView(AddedView(parent: try reader.string("parent"), className: try reader.string("class"), customClass: try reader.optionalString("customClass"),
                                      ref: ref, index: index, properties: properties, constraints: constraints))
        default:
            throw EditFailure(index: index, op: op, message: "unknown operation; one of: " + Edit.operations.joined(separator: ", "))
        }
    }

    /// The fields of one edit, read with failures that name the edit.
    private struct Fields {
        let fields: [String: JSONValue]
        let index: Int
        let op: String

        func failure(_ message: String) -> EditFailure { EditFailure(index: index, op: op, message: message) }

        func string(_ name: String) throws(EditFailure) -> String {
            guard case .string(let value)? = fields[name], !value.isEmpty else { throw failure("\"\(name)\" must be a non-empty string") }
            return value
        }

        func flag(_ name: String) throws(EditFailure) -> Bool {
            guard let value = fields[name], value != .null else { return false }
            guard case .bool(let flag) = value else { throw failure("\"\(name)\" must be true or false") }
            return flag
        }

        func optionalString(_ name: String) throws(EditFailure) -> String? {
            guard let value = fields[name], value != .null else { return nil }
            guard case .string(let text) = value, !text.isEmpty else { throw failure("\"\(name)\" must be a non-empty string when given") }
            return text
        }

        /// A constraint's fields (`item` read from `itemField`, or the view being added when nil).
        func constraint(_ spec: [String: JSONValue], itemField: String?) throws(EditFailure) -> ConstraintSpec {
            let fields = Fields(fields: spec, index: index, op: op)
            func number(_ name: String, _ fallback: Double) throws(EditFailure) -> Double {
                guard let value = spec[name], value != .null else { return fallback }
                guard case .number(let number) = value, number.isFinite, abs(number) < 1e7 else { throw failure("\"\(name)\" must be a finite number") }
                return number
            }
            let attribute = try fields.string("attribute")
            guard ConstraintSpec.attributes.contains(attribute) else {
                throw failure("\"\(attribute)\" is no constraint attribute; one of: " + ConstraintSpec.attributes.joined(separator: ", "))
            }
            let related = try fields.optionalString("relatedAttribute")
            if let related, !ConstraintSpec.attributes.contains(related) {
                throw failure("\"\(related)\" is no constraint attribute; one of: " + ConstraintSpec.attributes.joined(separator: ", "))
            }
            let relation = try fields.optionalString("relation") ?? "equal"
            guard ConstraintSpec.relations.contains(relation) else { throw failure("\"relation\" is one of: " + ConstraintSpec.relations.joined(separator: ", ")) }
            let priority = try number("priority", 1000)
            guard priority >= 1, priority <= 1000 else { throw failure("\"priority\" is from 1 to 1000") }
            let multiplier = try number("multiplier", 1)
            guard multiplier != 0 else { throw failure("\"multiplier\" cannot be 0") }
            return ConstraintSpec(item: try itemField.map { name throws(EditFailure) in try fields.string(name) } ?? "$", attribute: attribute,
                                  relatedTo: try fields.optionalString("relatedTo"), relatedAttribute: related, relation: relation,
                                  constant: try number("constant", 0), multiplier: multiplier, priority: priority)
        }

        func value(_ value: JSONValue, named name: String) throws(EditFailure) -> PropertyValue {
            switch value {
            case .bool(let flag): return .bool(flag)
            case .number(let number) where number.isFinite: return .number(number)
            case .string(let text): return .string(text)
            default: throw failure("property \"\(name)\" must be a string, a finite number or a boolean")
            }
        }
    }
}
