import Foundation

/// The differences between what converted code recorded and what the document loads, each named.
enum TreeComparison {
    /// Every difference between the recording (the interface module's JSON) and the expectation.
    static func differences(recorded json: [String: Any], expected: ExpectedTree) -> [String] {
        var differences: [String] = []
        if let views = json["views"] as? [String: Any] {
            compare(views, expected.root, into: &differences)
        } else {
            differences.append("the recording has no view tree")
        }
        differences += connectionDifferences(recorded: json, constraints: expected.constraints, outlets: expected.outlets, actions: expected.actions)
        return differences
    }

    /// The differences in active constraints, outlets and actions, each compared as a multiset.
    static func connectionDifferences(recorded json: [String: Any], constraints: [String], outlets: [String], actions: [String]) -> [String] {
        var differences: [String] = []
        let activated = (json["constraints"] as? [[String: Any]] ?? []).map(constraint)
        differences += multisetDifference(recorded: activated.sorted(), expected: constraints, what: "constraint")
        let recordedOutlets = (json["outlets"] as? [[String: Any]] ?? []).map { outlet -> String in
            var destination = text(outlet["destination"])
            // A constraint is named by its place in the activation order; compare what it says.
            if destination.hasPrefix("constraints["), let index = Int(destination.dropFirst("constraints[".count).dropLast()), activated.indices.contains(index) {
                destination = "constraint(" + activated[index] + ")"
            }
            return "\(text(outlet["owner"])).\(text(outlet["key"])) = \(destination)"
        }.sorted()
        differences += multisetDifference(recorded: recordedOutlets, expected: outlets, what: "outlet")
        let recordedActions = (json["actions"] as? [[String: Any]] ?? []).map { action in
            "\(text(action["source"])) \(text(action["events"])) → \(text(action["target"])).\(text(action["action"]))"
        }.sorted()
        differences += multisetDifference(recorded: recordedActions, expected: actions, what: "action")
        return differences
    }

    static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        case nil, is NSNull: return "nil"
        default: return "\(value!)"
        }
    }

    static func constraint(_ entry: [String: Any]) -> String {
        let first = ExpectedTree.canonicalItem(path: text(entry["first"]), attribute: text(entry["firstAttribute"]))
        let secondPath = entry["second"].map(text) ?? "nil"
        let second = secondPath == "nil" ? "-" : ExpectedTree.canonicalItem(path: secondPath, attribute: text(entry["secondAttribute"]))
        func number(_ key: String, _ fallback: Double) -> Double { Double(text(entry[key])) ?? fallback }
        let identifier = entry["identifier"] as? String
        return ExpectedTree.constraint(first: first, relation: text(entry["relation"]), second: second, multiplier: number("multiplier", 1),
                                       constant: number("constant", 0), priority: number("priority", 1000), identifier: identifier)
    }

    static func multisetDifference(recorded: [String], expected: [String], what: String) -> [String] {
        var counts: [String: Int] = [:]
        for item in expected { counts[item, default: 0] += 1 }
        for item in recorded { counts[item, default: 0] -= 1 }
        var result: [String] = []
        for (item, count) in counts.sorted(by: { $0.key < $1.key }) where count != 0 {
            result.append(count > 0 ? "missing \(what): \(item)" : "extra \(what): \(item)")
        }
        return result
    }

    static func compare(_ recorded: [String: Any], _ expected: ExpectedTree.Node, into differences: inout [String]) {
        let place = expected.path.isEmpty ? "root view" : "view \(expected.path)"
        let recordedClass = recorded["class"] as? String ?? "?"
        if let className = expected.className, plain(className) != plain(recordedClass) {
            differences.append("\(place): class \(recordedClass), document \(className)")
        }
        let properties = recorded["properties"] as? [String: Any] ?? [:]
        for (key, value) in expected.properties.sorted(by: { $0.key < $1.key }) {
            let got = properties[key].map(text)
            if got != value { differences.append("\(place): \(key) is \(got.map { "\"\($0)\"" } ?? "not set"), document \"\(value)\"") }
        }
        let recognizers = (recorded["gestureRecognizers"] as? [[String: Any]] ?? []).map { plain(text($0["class"])) }
        if recognizers.sorted() != expected.gestureRecognizers.map(plain).sorted() {
            differences.append("\(place): gesture recognizers \(recognizers), document \(expected.gestureRecognizers)")
        }
        let subviews = recorded["subviews"] as? [[String: Any]] ?? []
        if subviews.count != expected.children.count {
            differences.append("\(place): \(subviews.count) subviews, document \(expected.children.count)")
        }
        for (got, want) in zip(subviews, expected.children) { compare(got, want, into: &differences) }
        let attached = recorded["attached"] as? [String: [String: Any]] ?? [:]
        for (key, want) in expected.attached.sorted(by: { $0.key < $1.key }) {
            guard let got = attached[key] else {
                differences.append("\(place): no \(key), document has one")
                continue
            }
            compare(got, want, into: &differences)
        }
        for key in attached.keys.sorted() where expected.attached[key] == nil {
            differences.append("\(place): a \(key) the document does not have")
        }
    }

    /// A class name without its module (`App.Cell` → `Cell`).
    static func plain(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
