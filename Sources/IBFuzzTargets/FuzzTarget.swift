import Foundation
import IBCheck
import IBConvert
import IBDocument
import IBEdit
import IBFoundation
import IBGen
import IBLanguageServer
import IBLayout
import IBLegacyArchive
import IBLocalization
import IBProject
import IBRuntime
import IBStructuralEdit
import IBText
import IBXML

/// The layers of ibkit a fuzzer attacks, each as one function of arbitrary bytes.
///
/// A target returns normally for every input, however damaged; a trap, a crash or a broken
/// property (stated with `precondition`, which holds in release builds) is a finding.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The tokenizer and tree, and both writers: what parses writes back byte for byte, and the
    /// canonical form parses and is its own canonical form.
    case xml
    /// The typed model over a parsed document: objects, scenes, connections, constraints, outline.
    case model
    /// Every check rule on the document alone.
    case check
    /// UIKit's loading: launch the storyboard (or load the xib) and tap the first controls.
    case runtime
    /// Auto Layout: every root view solved.
    case layout
    /// Code generation with either framework's templates, and the strings export.
    case gen
    /// Three documents cut from the input merged: a clean result parses.
    case merge
    /// Two documents cut from the input diffed: a document equals itself.
    case diff
    /// A font file (TrueType, OpenType, collection) read, and text measured in each of its faces.
    case font
    /// Translations read: a `.strings` file and a String Catalog (`.xcstrings`).
    case strings
    /// The language server's input: the byte stream framed into messages, each decoded as
    /// JSON-RPC, and editor positions converted both ways over the bytes as a text.
    case lsp
    /// An Interface Builder 3 archive converted to a modern document: what converts is
    /// well-formed XML that reads as a document, and its views lay out.
    case archive
    /// A structural edit script (the first piece) applied to a document (the second): what
    /// applies reads back as XML, and an empty script changes no byte.
    case edit
    /// A UIKit document converted to Swift: every file is written, whatever the document names.
    case convert

    /// Runs the target on one input.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .xml: Self.xml(bytes)
        case .model: Self.model(bytes)
        case .check: Self.check(bytes)
        case .runtime: Self.runtime(bytes)
        case .layout: Self.layout(bytes)
        case .gen: Self.gen(bytes)
        case .merge: Self.merge(bytes)
        case .diff: Self.diff(bytes)
        case .font: Self.font(bytes)
        case .strings: Self.strings(bytes)
        case .lsp: Self.lsp(bytes)
        case .archive: Self.archive(bytes)
        case .edit: Self.edit(bytes)
        case .convert: Self.convert(bytes)
        }
    }

    /// Splits multi-document inputs (merge, diff, edit) where a line holds only `%%`.
    public static let separator = Array("\n%%\n".utf8)

    static func lsp(_ bytes: [UInt8]) {
        var framing = MessageFraming()
        framing.feed(bytes)
        while let body = try? framing.next() {
            if let message = try? JSONRPCMessage.decode(body) {
                // What decodes encodes, and the encoding decodes to the same message.
                precondition((try? JSONRPCMessage.decode(message.encoded())) == message, "a decoded message does not survive encoding")
            }
        }
        _ = try? JSONRPCMessage.decode(bytes)
        let lines = LineIndex(bytes)
        for (i, byte) in bytes.prefix(64).enumerated() {
            let position = lines.position(ofOffset: Int(byte) * (i + 1))
            precondition((0...bytes.count).contains(lines.offset(of: position)), "a position converts to an offset outside the text")
            _ = lines.range(line: Int(byte), column: i)
        }
    }

    static func xml(_ bytes: [UInt8]) {
        guard let tree = try? XMLTree.parse(bytes, path: "fuzz.xib") else { return }
        precondition(LosslessWriter.bytes(of: tree) == bytes, "the lossless writer changed a parsed input")
        let canonical = CanonicalWriter.bytes(of: tree)
        guard let again = try? XMLTree.parse(canonical, path: "canonical.xib") else {
            preconditionFailure("the canonical form of a parsed input does not parse")
        }
        precondition(CanonicalWriter.bytes(of: again) == canonical, "the canonical form is not its own canonical form")
    }

    static func archive(_ bytes: [UInt8]) {
        guard let tree = try? XMLTree.parse(bytes, path: "fuzz.xib"), let xml = try? LegacyArchive.modernDocument(from: tree) else { return }
        guard let document = try? Document.parse(Array(xml.utf8), path: "fuzz.xib") else {
            preconditionFailure("an archive converted to XML that does not read as a document")
        }
        for root in LayoutEngine.layout(document) { _ = root.views.count }
    }

    static func model(_ bytes: [UInt8]) {
        guard let document = try? Document.parse(bytes, path: "fuzz.storyboard") else { return }
        for object in document.allObjects {
            _ = object.asView?.frame
            _ = object.asView?.alpha
            _ = object.customClass
        }
        _ = document.scenes.count
        for view in document.allObjects.compactMap(\.asView) {
            _ = view.constraints.map { ($0.constant, $0.multiplier, $0.priority) }
        }
        _ = document.allObjects.flatMap(\.connections).count
        _ = document.outline
        var statistics = DocumentStatistics()
        statistics.add(document)
        _ = NumberCheck.problems(in: document)
    }

    /// A project of the one document. Rules and generators treat `.storyboard` and `.xib` files
    /// differently, so the extension is taken from one bit of the input (its length's parity):
    /// the fuzzer reaches both with the same bytes.
    static func project(_ bytes: [UInt8]) -> Project {
        let name = bytes.count % 2 == 0 ? "Fuzz.storyboard" : "Fuzz.xib"
        return Project(files: [ProjectFile(path: "/fuzz/" + name, kind: .document, contents: bytes)], followsTargetSources: false)
    }

    static func convert(_ bytes: [UInt8]) {
        guard let document = try? Document.parse(bytes, path: "/fuzz/" + (bytes.count % 2 == 0 ? "Fuzz.storyboard" : "Fuzz.xib")) else { return }
        for file in DocumentConverter.convert(document)?.files ?? [] {
            precondition(!file.name.isEmpty && file.source.hasSuffix("\n"), "a converted file has a name and ends its last line")
        }
    }

    static func check(_ bytes: [UInt8]) {
        _ = Checker().run(project(bytes))
    }

    static func runtime(_ bytes: [UInt8]) {
        guard let document = try? Document.parse(bytes, path: "/fuzz/Fuzz.storyboard") else { return }
        let runtime = Runtime(project: Project(files: [ProjectFile(path: "/fuzz/Fuzz.storyboard", kind: .document, contents: bytes)], followsTargetSources: false))
        if document.isStoryboard {
            guard (try? runtime.launch(runtime.storyboard(for: document))) != nil else { return }
        } else {
            guard (try? runtime.loadNib(document, owner: runtime.makeObject(ofClass: "NSObject"))) != nil else { return }
        }
        let controls = document.allObjects.filter { ["button", "barButtonItem", "tableViewCell", "tabBarItem"].contains($0.elementName) }
        for control in controls.prefix(3) {
            guard let id = control.id else { continue }
            try? runtime.tap(id)
        }
        _ = runtime.hierarchyDescription()
    }

    static func layout(_ bytes: [UInt8]) {
        guard let document = try? Document.parse(bytes, path: "fuzz.storyboard") else { return }
        for root in LayoutEngine.layout(document) {
            _ = root.views.map { LayoutFormat.rect($0.frame) }
        }
    }

    static func font(_ bytes: [UInt8]) {
        guard let fonts = try? OpenTypeFont.fonts(in: bytes) else { return }
        for font in fonts {
            let advance = font.advance(of: "Hello, World! AVATAR office Ελληνικά Кириллица 設定".unicodeScalars)
            precondition(font.unitsPerEm > 0, "a font was read with no units per em")
            _ = (advance, font.names, font.verticalMetrics)
        }
    }

    static func strings(_ bytes: [UInt8]) {
        if let table = try? StringsFile(data: Data(bytes), path: "fuzz.strings") {
            precondition(table.entries.allSatisfy { $0.location.line >= 1 }, "a .strings entry has no line")
        }
        if let catalog = try? StringCatalog(data: Data(bytes), path: "fuzz.xcstrings") {
            precondition(catalog.languages.values.allSatisfy { $0.entries.allSatisfy { $0.location.line >= 1 } }, "a catalog key has no line")
        }
        // The languages an app ships are read from its catalogs' bytes without parsing them.
        precondition(!AppLanguages.languages(inCatalog: bytes).contains(""), "an empty language")
    }

    /// Built once: parsing the bundled templates per input would leave the fuzzer little time
    /// for the input itself.
    nonisolated(unsafe) static let generator = try? Generator()

    static func gen(_ bytes: [UInt8]) {
        let context = GenContext(project: project(bytes))
        if let generator {
            // One framework's templates per input, picked by another bit of it than the kind
            // of document: rendering both would halve the inputs tried in a given time.
            var options = GenOptions()
            options.framework = UIFramework.allCases[(bytes.count >> 1) % UIFramework.allCases.count]
            _ = try? generator.render(TemplateContext(context: context, options: options))
        }
        if let document = try? Document.parse(bytes, path: "fuzz.storyboard") {
            _ = StringsExport.text(for: document)
        }
    }

    /// Up to `count` documents cut from the input at ``separator``; missing ones repeat the last.
    static func pieces(_ bytes: [UInt8], _ count: Int) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var rest = bytes[...]
        while parts.count < count - 1, let range = rest.firstRange(of: separator) {
            parts.append(Array(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(Array(rest))
        while parts.count < count { parts.append(parts.last!) }
        return parts
    }

    static func merge(_ bytes: [UInt8]) {
        let sides = pieces(bytes, 3)
        guard let result = try? DocumentMerge.merge(base: sides[0], ours: sides[1], theirs: sides[2]) else { return }
        if result.isClean {
            precondition((try? XMLTree.parse(result.bytes, path: "merged.storyboard")) != nil, "a clean merge does not parse")
        }
    }

    static func edit(_ bytes: [UInt8]) {
        let sides = pieces(bytes, 2)
        if let script = try? EditScript.parse(sides[0]), let result = try? StructuralEditor.apply(script, to: sides[1], path: "fuzz.storyboard") {
            precondition((try? XMLTree.parse(result.bytes, path: "edited.storyboard")) != nil, "an edited document does not read back")
        }
        if let unchanged = try? StructuralEditor.apply(EditScript(edits: []), to: sides[1], path: "fuzz.storyboard") {
            precondition(unchanged.bytes == sides[1], "an empty script changed the document")
        }
    }

    static func diff(_ bytes: [UInt8]) {
        let sides = pieces(bytes, 2)
        _ = try? DocumentDiff.changes(old: sides[0], oldPath: "old", new: sides[1], newPath: "new")
        if let same = try? DocumentDiff.changes(old: sides[0], oldPath: "old", new: sides[0], newPath: "new") {
            precondition(same.isEmpty, "a document differs from itself")
        }
    }
}
