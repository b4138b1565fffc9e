import Foundation
import IBTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The interface modules are written from Apple's documentation, one declaration at a time:
/// every public declaration names the page it follows, and `Interfaces/DECLARATIONS.tsv` lists
/// them all, so a review reads what the modules claim UIKit is.
@Suite struct InterfaceDeclarationsTests {
    static let folder = Corpus.repositoryRoot.appendingPathComponent("Sources/IBConvert/Interfaces")
    static let manifest = folder.appendingPathComponent("DECLARATIONS.tsv")

    /// Every public or open declaration of the modules, with its documentation page.
    static func declarations() throws -> [(name: String, page: String?)] {
        var result: [(String, String?)] = []
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let walker = DeclarationWalker(module: String(file.split(separator: "/").first ?? ""))
            walker.walk(Parser.parse(source: text))
            result += walker.found
        }
        return result
    }

    @Test func everyPublicDeclarationNamesTheAppleDocumentationPageItFollows() throws {
        let declarations = try Self.declarations()
        #expect(declarations.count > 1_000)
        let undocumented = declarations.filter { $0.page == nil }.map(\.name)
        #expect(undocumented.isEmpty, "declarations without a `- SeeAlso: https://developer.apple.com/documentation/…` line: \(undocumented.prefix(20))")
    }

    @Test func theManifestListsEveryDeclarationAndItsPage() throws {
        let text = try Self.declarations().map { "\($0.name)\t\($0.page ?? "-")" }.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try text.write(to: Self.manifest, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.manifest, encoding: .utf8)
        #expect(committed == text, "Interfaces/DECLARATIONS.tsv is stale: IBKIT_RECORD=1 swift test --filter InterfaceDeclarationsTests, then review the diff")
    }
}

/// Collects public and open declarations, with the documentation page their doc comment names.
final class DeclarationWalker: SyntaxVisitor {
    let module: String
    var found: [(String, String?)] = []
    var scope: [String] = []

    init(module: String) {
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    func record(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax, name: String) {
        // The recording side (`_IBKitRecording`, `_ibkit…`) is not UIKit's and says so by its underscore.
        guard modifiers.contains(where: { ["public", "open"].contains($0.name.text) }), !name.hasPrefix("_"),
              !scope.contains(where: { $0.hasPrefix("_") }) else { return }
        let page = node.leadingTrivia.compactMap { piece -> String? in
            guard case .docLineComment(let line) = piece, let range = line.range(of: "https://developer.apple.com/documentation/") else { return nil }
            return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
        }.first
        found.append((([module] + scope + [name]).joined(separator: "."), page))
    }

    func named(_ text: String, _ node: some SyntaxProtocol) -> String {
        text + (node.as(FunctionDeclSyntax.self).map { function in
            "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        } ?? "")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: node.name.text)
        scope.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: node.name.text)
        scope.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: node.name.text)
        scope.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: node.name.text)
        return .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: named(node.name.text, node))
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        record(node, modifiers: node.modifiers, name: "init\(node.optionalMark?.text ?? "")(\(labels))")
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            record(node, modifiers: node.modifiers, name: binding.pattern.trimmedDescription)
        }
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // Cases are public with their enum.
        let page = node.leadingTrivia.compactMap { piece -> String? in
            guard case .docLineComment(let line) = piece, let range = line.range(of: "https://developer.apple.com/documentation/") else { return nil }
            return String(line[range.lowerBound...])
        }.first
        guard !scope.contains(where: { $0.hasPrefix("_") }) else { return .skipChildren }
        for element in node.elements { found.append((([module] + scope + [element.name.text]).joined(separator: "."), page)) }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: node.name.text)
        return .skipChildren
    }
}
