import Foundation

/// What the interface module declares, read from its sources: each class's superclass, the
/// properties declared on it, and the protocols it adopts. The stubs consult it so that an outlet
/// UIKit already has (`gestureRecognizers`, `tableView`) is not declared twice.
struct InterfaceDeclarations: Sendable {
    var superclasses: [String: String] = [:]
    var properties: [String: Set<String>] = [:]
    var conformances: [String: Set<String>] = [:]
    var protocols: Set<String> = []

    /// Reads every `.swift` file under `folder`, but for those in the subfolders `excluding` names
    /// (AppKit's and UIKit's declarations are read apart: the two modules share class names).
    init(folder: String, excluding: Set<String> = []) {
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift") && !excluding.contains(String($0.split(separator: "/").first ?? ""))
        }
        for file in files {
            guard let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8) else { continue }
            read(text)
        }
    }

    private static let header = try! NSRegularExpression(pattern: #"^(?:open |public |final )*(class|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?::\s*([^{]+))?\{"#)
    private static let protocolHeader = try! NSRegularExpression(pattern: #"^(?:public )?protocol\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let property = try! NSRegularExpression(pattern: #"^\s*(?:@[A-Za-z]+\s+)*(?:open |public |override |final |weak |unowned |class |static |private\(set\) |internal\(set\) )*(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)

    /// Scans declarations at the top level and one level inside classes and extensions.
    private mutating func read(_ text: String) {
        var owner: String?
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            let range = NSRange(line.startIndex..., in: line)
            if depth == 0, let match = Self.protocolHeader.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)),
               let nameRange = Range(match.range(at: 1), in: trimmed) {
                protocols.insert(String(trimmed[nameRange]))
            }
            if depth == 0, let match = Self.header.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)),
               let nameRange = Range(match.range(at: 2), in: trimmed) {
                let name = String(trimmed[nameRange])
                owner = name
                if let inherits = Range(match.range(at: 3), in: trimmed) {
                    let list = trimmed[inherits].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("where") }
                    if trimmed[Range(match.range(at: 1), in: trimmed)!] == "class", let first = list.first { superclasses[name] = first }
                    conformances[name, default: []].formUnion(list)
                }
            } else if depth == 1, let owner, let match = Self.property.firstMatch(in: line, range: range),
                      let nameRange = Range(match.range(at: 1), in: line) {
                properties[owner, default: []].insert(String(line[nameRange]))
            }
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
            if depth <= 0 {
                depth = 0
                owner = nil
            }
        }
    }

    /// The class and its superclasses, nearest first.
    func lineage(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let next = current, !result.contains(next), result.count < 32 {
            result.append(next)
            current = superclasses[next]
        }
        return result
    }

    /// Whether `base` or a superclass of it declares `property`.
    func declares(_ property: String, on base: String) -> Bool {
        lineage(of: base).contains { properties[$0]?.contains(property) == true } || properties["NSObject"]?.contains(property) == true
    }

    /// Whether `base` or a superclass of it already adopts `protocolName`.
    func adopts(_ protocolName: String, on base: String) -> Bool {
        lineage(of: base).contains { conformances[$0]?.contains(protocolName) == true }
    }

    /// The protocol an object must adopt to be `base`'s `property` (`delegate`, `dataSource`):
    /// `UITableViewDelegate` for a table view, the nearest superclass's otherwise.
    func delegateProtocol(_ property: String, on base: String) -> String? {
        let suffix: String
        switch property {
        case "delegate": suffix = "Delegate"
        case "dataSource": suffix = "DataSource"
        case "navigationDelegate": return protocols.contains("WKNavigationDelegate") ? "WKNavigationDelegate" : nil
        case "uiDelegate": return protocols.contains("WKUIDelegate") ? "WKUIDelegate" : nil
        default: return nil
        }
        if base.hasSuffix("GestureRecognizer") { return "UIGestureRecognizerDelegate" }
        return lineage(of: base).lazy.map { $0 + suffix }.first { protocols.contains($0) }
    }

    /// Whether the module declares a class of that name.
    func hasClass(_ name: String) -> Bool { superclasses[name] != nil || name == "NSObject" }
}
