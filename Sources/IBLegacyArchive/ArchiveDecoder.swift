import Foundation
import IBFoundation
import IBXML

/// Reads an Interface Builder 3 keyed archive (`<archive type="com.apple.InterfaceBuilder3…">`)
/// into its object graph: references resolved wherever they point, arrays and dictionaries in
/// each of the encodings Interface Builder wrote, base64 strings and data decoded.
struct ArchiveDecoder {
    let tree: XMLTree
    private var byID: [String: XMLNodeID] = [:]
    private var decoded: [XMLNodeID: ArchiveValue] = [:]

    /// Keys that point back up the graph (responder chain, window, key-view loop): never needed
    /// for a drawing, and followed they make cycles.
    static let backPointers: Set<String> = ["NSNextResponder", "NSSuperview", "NSNextKeyView", "NSWindow", "NSControlView", "parent", "NSTabView",
                                            "NSTableView", "IBUIParentViewController", "NSOutlineView"]
    /// How deep objects may nest before the rest is left out: a hostile file cannot exhaust the stack.
    static let maximumDepth = 200

    init(_ tree: XMLTree) {
        self.tree = tree
        if let root = tree.rootElement {
            for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
                if let id = tree.attribute("id", of: node), byID[id] == nil { byID[id] = node }
            }
        }
    }

    /// The archive's `<data>` object.
    mutating func data() -> ArchiveObject? {
        guard let root = tree.rootElement, let data = tree.firstChildElement(of: root, named: "data") else { return nil }
        if case .object(let object) = decode(data, as: "data", depth: 0) { return object }
        return nil
    }

    mutating func decode(_ node: XMLNodeID, depth: Int) -> ArchiveValue {
        decode(node, as: nil, depth: depth)
    }

    private mutating func decode(_ node: XMLNodeID, as forced: String?, depth: Int) -> ArchiveValue {
        if let known = decoded[node] { return known }
        guard depth < Self.maximumDepth else { return .null }
        let name = tree.name(of: node)
        switch name {
        case "reference":
            guard let ref = tree.attribute("ref", of: node), let target = byID[ref], target != node else { return .null }
            return decode(target, depth: depth + 1)
        case "nil": return .null
        case "string":
            let text = tree.text(of: node)
            return .string(tree.attribute("type", of: node) == "base64-UTF8" ? String(decoding: Base64.decode(text), as: UTF8.self) : text)
        case "characters": return .string(tree.text(of: node))
        case "int": return Int(tree.text(of: node).trimmingCharacters(in: .whitespaces)).map(ArchiveValue.integer) ?? .null
        case "integer": return tree.attribute("value", of: node).flatMap { Int($0) }.map(ArchiveValue.integer) ?? .null
        case "real": return tree.attribute("value", of: node).flatMap { Double($0) }.map(ArchiveValue.real) ?? .null
        case "double", "float": return Double(tree.text(of: node).trimmingCharacters(in: .whitespaces)).map(ArchiveValue.real) ?? .null
        case "bool": return .bool(tree.text(of: node).trimmingCharacters(in: .whitespaces) == "YES")
        case "boolean": return .bool(tree.attribute("value", of: node) == "YES")
        case "bytes": return .data(Base64.decode(tree.text(of: node)))
        default: break
        }
        let className = forced ?? tree.attribute("class", of: node) ?? name
        let object = ArchiveObject(className: className, node: node)
        // Recorded before its children: a child that refers back to it finds it.
        decoded[node] = .object(object)
        let children = tree.childElements(of: node).filter { tree.attribute("key", of: $0) != "EncodedWithXMLCoder" }
        let isList = name == "array" || name == "set" || (name == "object" && ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"].contains(className))
        let isDictionary = name == "dictionary" || (name == "object" && ["NSDictionary", "NSMutableDictionary"].contains(className))
        if isList {
            object.items = children.map { decode($0, depth: depth + 1) }
        } else if isDictionary {
            readDictionary(children, into: object, depth: depth)
        } else {
            for child in children {
                let key = tree.attribute("key", of: child)
                if let key, Self.backPointers.contains(key) { continue }
                let value = decode(child, depth: depth + 1)
                if let key { object.properties[key] = value } else { object.items.append(value) }
            }
        }
        return .object(object)
    }

    /// A dictionary's entries: sorted keys beside values, `NS.key.N` beside `NS.object.N`, or
    /// keyed children.
    private mutating func readDictionary(_ children: [XMLNodeID], into object: ArchiveObject, depth: Int) {
        let keyed = Dictionary(children.compactMap { child in tree.attribute("key", of: child).map { ($0, child) } }, uniquingKeysWith: { first, _ in first })
        if let keys = keyed["dict.sortedKeys"], let values = keyed["dict.values"],
           case .object(let keyList) = decode(keys, depth: depth + 1), case .object(let valueList) = decode(values, depth: depth + 1) {
            for (key, value) in zip(keyList.items, valueList.items) {
                if let key = ArchiveObject.text(key) { object.properties[key] = value }
            }
        } else if keyed["NS.key.0"] != nil {
            var index = 0
            while let key = keyed["NS.key.\(index)"], let value = keyed["NS.object.\(index)"], index < 100_000 {
                if let name = ArchiveObject.text(decode(key, depth: depth + 1)) { object.properties[name] = decode(value, depth: depth + 1) }
                index += 1
            }
        } else {
            for (key, child) in keyed { object.properties[key] = decode(child, depth: depth + 1) }
        }
    }
}
