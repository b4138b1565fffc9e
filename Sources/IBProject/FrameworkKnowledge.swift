import Foundation
import IBFoundation

/// What ibkit knows of UIKit, AppKit and WatchKit classes: superclass chains and key-value coding
/// keys with their types, read from `Resources/frameworks.txt`.
public struct FrameworkKnowledge: Sendable {
    /// A framework class.
    public struct FrameworkClass: Sendable, Hashable {
        /// The class name.
        public var name: String
        /// The superclass; nil for a root class.
        public var superclass: String?
        /// Keys declared on this class (not inherited) → their types.
        public var keys: [String: String]
        /// Action selectors the class implements (not inherited).
        public var actions: Set<String> = []
        /// Whether `keys` holds every key the class declares (`!complete` in the data).
        public var hasAllKeys = false
    }

    /// Classes by name.
    public let classes: [String: FrameworkClass]

    /// The knowledge shipped with ibkit.
    public static let standard: FrameworkKnowledge = {
        guard let url = (InstalledResources.bundle(of: "IBProject") ?? Bundle.module).url(forResource: "frameworks", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("ibkit's resource frameworks.txt is missing from the bundle")
        }
        return FrameworkKnowledge(text: text)
    }()

    /// Parses the resource format: `Class : Superclass | key:Type …`, `#` comments.
    public init(text: String) {
        var classes: [String: FrameworkClass] = [:]
        var actionLines: [(String, Set<String>)] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            if trimmed.hasPrefix("actions ") {
                let halves = trimmed.dropFirst(8).split(separator: "|", maxSplits: 1)
                guard halves.count == 2 else { continue }
                let name = halves[0].trimmingCharacters(in: .whitespaces)
                actionLines.append((name, Set(halves[1].split(separator: " ").map(String.init))))
                continue
            }
            let halves = trimmed.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            let head = halves[0].split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = head.first, !name.isEmpty else { continue }
            let superclass = head.count > 1 && !head[1].isEmpty ? head[1] : nil
            var keys: [String: String] = [:]
            var complete = false
            if halves.count > 1 {
                for pair in halves[1].split(separator: " ") {
                    if pair == "!complete" { complete = true; continue }
                    let parts = pair.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
                }
            }
            classes[name] = FrameworkClass(name: name, superclass: superclass, keys: keys)
            classes[name]?.hasAllKeys = complete
        }
        for (name, selectors) in actionLines {
            classes[name, default: FrameworkClass(name: name, superclass: nil, keys: [:])].actions.formUnion(selectors)
        }
        self.classes = classes
        self.allActions = classes.values.reduce(into: Set<String>()) { $0.formUnion($1.actions) }
    }

    /// Every action selector any framework class implements: what the First Responder may answer.
    public let allActions: Set<String>

    /// Whether `name` is a framework class ibkit knows.
    public func knows(_ name: String) -> Bool { classes[name] != nil }
}
