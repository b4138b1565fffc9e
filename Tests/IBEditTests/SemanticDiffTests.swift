import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IBEdit
import IBTestSupport
import Testing

/// `diff` is empty exactly when two documents mean the same, judged on every pair of versions
/// of the real merge cases (base, ours, theirs, the committed result) by a second reading made
/// with Foundation's XML parser: attribute order, whitespace, the tool stamps Xcode rewrites on
/// every save and the order of unordered siblings are ignored; the order of lists UIKit keeps
/// ordered (subviews are drawn in order, items and segments shown in order) is not.
@Suite struct SemanticDiffTests {
    /// The order-insensitive form of an element, written out as text.
    static func canonical(_ element: XMLElement, isRoot: Bool = false) -> String {
        let name = element.name ?? ""
        if name == "dependencies" { return "<dependencies/>" }
        var attributes = (element.attributes ?? []).compactMap { node -> String? in
            guard let key = node.name else { return nil }
            if isRoot, ["toolsVersion", "systemVersion"].contains(key) { return nil }
            return key + "=" + (node.stringValue ?? "")
        }
        attributes.sort()
        let text = (element.children ?? []).filter { $0.kind == .text }.compactMap(\.stringValue).joined()
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var children = (element.children ?? []).compactMap { $0 as? XMLElement }.map { canonical($0) }
        if !DocumentDiff.orderedLists.contains(name) { children.sort() }
        return "<\(name) \(attributes.joined(separator: " "))>\(text)[\(children.joined(separator: ","))]"
    }

    static func canonical(_ bytes: Data) -> String? {
        guard let document = try? XMLDocument(data: bytes), let root = document.rootElement() else { return nil }
        return canonical(root, isRoot: true)
    }

    @Test func diffIsEmptyExactlyWhenTheVersionsOfARealMergeMeanTheSame() throws {
        let folder = try #require(MergeCases.unpacked, "../shared/merges/cases.tar.xz could not be unpacked")
        var pairs = 0, equal = 0
        var disagreements: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        for meta in files where meta.lastPathComponent == "meta.json" {
            let directory = meta.deletingLastPathComponent()
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "meta.json" }.sorted()
            let versions = try names.map { (name: $0, data: try Data(contentsOf: directory.appendingPathComponent($0))) }
            guard !versions.contains(where: { DocumentMerge.isLegacyArchive([UInt8]($0.data)) }) else { continue }
            // Each version read once by each reader.
            let forms = versions.map { Self.canonical($0.data) }
            let read = versions.map { try? DocumentVersion(bytes: [UInt8]($0.data), path: $0.name) }
            for (index, old) in versions.enumerated() {
                for (offset, new) in versions[(index + 1)...].enumerated() {
                    let other = index + 1 + offset
                    guard let oldForm = forms[index], let newForm = forms[other], let from = read[index], let to = read[other] else { continue }
                    let changes = DocumentDiff.changes(from: from, to: to)
                    pairs += 1
                    if oldForm == newForm { equal += 1 }
                    if changes.isEmpty != (oldForm == newForm) {
                        disagreements.append("\(directory.path.dropFirst(folder.path.count)) \(old.name)→\(new.name): diff \(changes.isEmpty ? "empty" : "has \(changes.count) changes"), the documents are \(oldForm == newForm ? "" : "not ")equal")
                    }
                }
            }
        }
        print("semantic diff: \(pairs) pairs, \(equal) equal, \(disagreements.count) disagreements")
        #expect(pairs >= 1_000)
        #expect(equal > 0)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }
}
