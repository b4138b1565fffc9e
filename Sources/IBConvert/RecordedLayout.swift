import IBDocument
import IBLayout
import IBXML

/// The layout engine run on what converted code built: the document with its constraints
/// replaced by the ones the code activated (and each view's autoresizing and visibility as the
/// code left them), solved beside the document itself; every view whose frame differs is named.
///
/// Comparing constraints one by one reads both sides with the same rules, so a rule the converter
/// and the expectation share and UIKit does not follow passes it; solving both shows it as frames
/// (a constraint the base size class leaves out, a top layout guide's top, the standard spacing
/// to a layout guide were each found so).
enum RecordedLayout {
    /// A frame within this many points of the document's is the same frame.
    static let tolerance = 0.01

    /// The differences between the frames the document's constraints give and the frames the
    /// recorded ones give, for the views the recording names (`paths`: each view's place).
    /// `roots` are the document's roots of layout, found once for all its converted roots.
    static func differences(document: Document, roots: [View]? = nil, paths: [XMLNodeID: String], recording: [String: Any]) -> [String] {
        var idsByPath: [String: String] = [:]
        for (node, path) in paths where path != "?" && !path.contains("gestureRecognizers") {
            guard let id = document.tree.attribute("id", of: node), IBObject(document: document, node: node).role == .view else { continue }
            idsByPath[path] = id
        }
        guard !idsByPath.isEmpty else { return [] }
        guard let edited = rewritten(document, idsByPath: idsByPath, constraints: recording["constraints"] as? [[String: Any]] ?? [], views: recordedViews(in: recording)) else {
            return ["layout: the recorded constraints could not be written back into the document"]
        }
        let pathsByID = Dictionary(idsByPath.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var differences: [String] = []
        for root in layoutRoots(roots ?? LayoutEngine.roots(of: document), holding: Set(idsByPath.values)) {
            guard let id = root.object.id, let other = edited.object(withID: id)?.asView else { continue }
            let original = LayoutEngine.layout(root: root, marksTextFrames: false, atRunTime: true)
            let solved = LayoutEngine.layout(root: other, marksTextFrames: false, atRunTime: true)
            let solvedFrames = Dictionary(solved.views.compactMap { view in view.object.id.map { ($0, view.frame) } }, uniquingKeysWith: { first, _ in first })
            for view in original.views {
                guard let id = view.object.id, let path = pathsByID[id], let frame = solvedFrames[id] else { continue }
                if !same(frame, view.frame) {
                    differences.append("layout: \(path.isEmpty ? "the root view" : "view \(path)") is at \(text(frame)) from the recorded constraints, \(text(view.frame)) from the document's")
                }
            }
        }
        return differences.sorted()
    }

    /// The roots of layout whose hierarchies hold the recorded views.
    static func layoutRoots(_ roots: [View], holding ids: Set<String>) -> [View] {
        roots.filter { root in
            var found = false
            var stack = [root.object]
            while let object = stack.popLast(), !found {
                if let id = object.id, ids.contains(id) { found = true }
                stack += object.childObjects.filter { $0.role == .view }
            }
            return found
        }
    }

    /// Each recorded view's properties by its path, from anywhere in the recording.
    static func recordedViews(in value: Any) -> [String: [String: String]] {
        var views: [String: [String: String]] = [:]
        func visit(_ value: Any) {
            if let entry = value as? [String: Any] {
                if let path = entry["path"] as? String, let properties = entry["properties"] as? [String: Any] {
                    views[path] = properties.mapValues(TreeComparison.text)
                }
                entry.values.forEach(visit)
            } else if let list = value as? [Any] {
                list.forEach(visit)
            }
        }
        visit(value)
        return views
    }

    /// A copy of the document whose recorded views hold no constraints of their own; the
    /// recorded constraints are held by their items' nearest common ancestor instead.
    static func rewritten(_ document: Document, idsByPath: [String: String], constraints: [[String: Any]], views: [String: [String: String]]) -> Document? {
        guard let copy = try? Document.parse(LosslessWriter.bytes(of: document.tree), path: document.path) else { return nil }
        let tree = copy.tree
        // Constraints the base size class leaves out stay, left out everywhere: the code never makes
        // them, and the layout engine still counts the views they name as placed by Auto Layout.
        var leftOut: Set<String> = []
        for id in idsByPath.values {
            if let view = copy.object(withID: id)?.asView { leftOut.formUnion(view.excludedInBaseSizeClass) }
        }
        for (path, id) in idsByPath {
            guard let view = copy.object(withID: id) else { return nil }
            if let list = tree.firstChildElement(of: view.node, named: "constraints") {
                for constraint in tree.childElements(of: list) where !leftOut.contains(tree.attribute("id", of: constraint) ?? "") { try? tree.remove(constraint) }
            }
            for variation in tree.childElements(of: view.node) where tree.isElement(variation, named: "variation") {
                for mask in tree.childElements(of: variation) {
                    for entry in tree.childElements(of: mask) where tree.isElement(entry, named: "include") && leftOut.contains(tree.attribute("reference", of: entry) ?? "") {
                        try? tree.remove(entry)
                    }
                }
            }
            let properties = views[path] ?? [:]
            if properties["translatesAutoresizingMaskIntoConstraints"] == "false" {
                try? tree.setAttribute("translatesAutoresizingMaskIntoConstraints", to: "NO", of: view.node)
            } else {
                try? tree.removeAttribute("translatesAutoresizingMaskIntoConstraints", of: view.node)
            }
            if properties["isHidden"] == "true" {
                try? tree.setAttribute("hidden", to: "YES", of: view.node)
            } else {
                try? tree.removeAttribute("hidden", of: view.node)
            }
        }
        var writer = ConstraintWriter(document: copy, idsByPath: idsByPath)
        for entry in constraints {
            guard writer.add(entry) else { return nil }
        }
        return try? Document.parse(LosslessWriter.bytes(of: tree), path: document.path)
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func text(_ rect: Rect) -> String {
        func n(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String((value * 100).rounded() / 100) }
        return "(\(n(rect.x)), \(n(rect.y)), \(n(rect.width)), \(n(rect.height)))"
    }
}
