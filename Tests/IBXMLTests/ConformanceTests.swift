import Foundation
import IBTestSupport
import IBXML
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// For every corpus document, the elements and attributes of the tree are exactly those Foundation's
/// XMLParser reports, in the same order and with the same decoded values.
@Suite struct ConformanceTests {
    enum Event: Equatable, CustomStringConvertible {
        case start(String, [String: String])
        case end(String)

        var description: String {
            switch self {
            case .start(let name, let attributes): "<\(name) \(attributes.sorted { $0.key < $1.key })>"
            case .end(let name): "</\(name)>"
            }
        }
    }

    final class Recorder: NSObject, XMLParserDelegate {
        var events: [Event] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            events.append(.start(elementName, attributeDict))
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            events.append(.end(elementName))
        }
    }

    static func events(of tree: XMLTree) -> [Event] {
        var events: [Event] = []
        func walk(_ node: XMLNodeID) {
            guard tree.kind(of: node) == .element else { return }
            var attributes: [String: String] = [:]
            for attribute in tree.attributes(of: node) { attributes[tree.name(of: attribute)] = tree.value(of: attribute) }
            events.append(.start(tree.name(of: node), attributes))
            for child in tree.children(of: node) { walk(child) }
            events.append(.end(tree.name(of: node)))
        }
        if let root = tree.rootElement { walk(root) }
        return events
    }

    static func attributeOrderIsKept(_ tree: XMLTree, _ bytes: [UInt8]) -> Bool {
        // XMLParser hands attributes over as a dictionary, so order is checked against the bytes:
        // each attribute's value must start after the previous one's.
        for node in tree.descendants(of: tree.document) where tree.kind(of: node) == .element {
            let starts = tree.attributes(of: node).compactMap { tree.valueByteRange(of: $0)?.lowerBound }
            if starts != starts.sorted() { return false }
        }
        return true
    }

    @Test func treeMatchesXMLParserOnEveryCorpusDocument() throws {
        #expect(Corpus.documents.count >= 1000)
        var mismatches: [String] = []
        for url in Corpus.documents {
            let bytes = Corpus.bytes(url)
            let tree = try XMLTree.parse(bytes, path: Corpus.name(url))
            let recorder = Recorder()
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = recorder
            guard parser.parse() else {
                mismatches.append("\(Corpus.name(url)): XMLParser failed: \(parser.parserError.map { "\($0)" } ?? "?")")
                continue
            }
            let ours = Self.events(of: tree)
            if ours != recorder.events {
                let index = zip(ours, recorder.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, recorder.events.count)
                let mine = index < ours.count ? ours[index].description : "end"
                let theirs = index < recorder.events.count ? recorder.events[index].description : "end"
                mismatches.append("\(Corpus.name(url)): event \(index): ibkit \(mine) vs XMLParser \(theirs)")
            }
            if !Self.attributeOrderIsKept(tree, bytes) { mismatches.append("\(Corpus.name(url)): attribute order") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
