import IBFoundation
import SwiftParser
import SwiftSyntax

/// A `Package.swift` read without running it: swift-syntax finds the `.target(…)` calls and
/// reads their literal arguments, so no code from the repository is executed.
///
/// Names and paths written as string literals, or as `let` constants holding one, are read;
/// anything computed is not, and a target whose name is computed is left out.
public struct SwiftPackageManifest: Sendable {
    /// The `Package.swift` path as found.
    public var path: String
    /// The package's name.
    public var name: String?
    /// Its targets (binary, system-library and plugin targets have no Swift sources and are left out).
    public var targets: [Target] = []
    /// Product name → the targets it bundles.
    public var products: [String: [String]] = [:]
    /// Packages it depends on by URL (their sources live in the build folder, not read here).
    public var remotePackages: [String] = []
    /// Packages it depends on by path (canonical folders).
    public var localPackages: [String] = []
    /// What could not be read.
    public var problems: [Diagnostic] = []

    /// Reads the manifest at `path`.
    public static func read(at path: String, reader: FileReader = .disk) -> SwiftPackageManifest {
        var manifest = SwiftPackageManifest(path: path)
        guard let bytes = reader.contents(path) else {
            manifest.problems.append(Diagnostic(ruleID: "project-unreadable", severity: .error, message: "cannot read the package manifest",
                                                location: IBFoundation.SourceLocation(file: path, line: 1, column: 1)))
            return manifest
        }
        if bytes.contains(0) {
            manifest.problems.append(Diagnostic(ruleID: "project-unreadable", severity: .error,
                                                message: "the package manifest is not text (NUL byte); the package is left out",
                                                location: IBFoundation.SourceLocation(file: path, line: 1, column: 1)))
            return manifest
        }
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        let visitor = ManifestVisitor(converter: SourceLocationConverter(fileName: path, tree: tree), file: path)
        visitor.walk(tree)
        manifest.name = visitor.packageName
        manifest.products = visitor.products
        manifest.remotePackages = visitor.remotePackages
        let folder = CanonicalPath.folder(of: CanonicalPath.of(path))
        manifest.localPackages = visitor.localPackages.map { CanonicalPath.of(CanonicalPath.join(folder, $0)) }
        let names = Set(visitor.targets.map(\.name))
        manifest.targets = visitor.targets.compactMap { declared in
            declared.makeTarget(manifest: path, folder: folder, packageTargets: names, reader: reader)
        }
        if tree.hasError, let position = SyntaxErrorFinder.first(in: tree) {
            let location = SourceLocationConverter(fileName: path, tree: tree).location(for: position)
            let consequence = manifest.targets.isEmpty ? "the package is left out" : "its targets are read as far as it goes"
            manifest.problems.append(Diagnostic(ruleID: "project-unreadable", severity: manifest.targets.isEmpty ? .error : .warning,
                                                message: "the package manifest does not parse as Swift here; \(consequence)",
                                                location: IBFoundation.SourceLocation(file: path, line: location.line, column: location.column)))
        }
        return manifest
    }
}

/// Finds where a syntax tree first went wrong: a missing token or text the parser could not place.
private final class SyntaxErrorFinder: SyntaxVisitor {
    var position: AbsolutePosition?

    static func first(in tree: SourceFileSyntax) -> AbsolutePosition? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.position
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if position == nil { position = node.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing { position = token.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }
}

/// One `.target(…)` call as written.
struct DeclaredPackageTarget {
    var name: String
    var kind: String
    var path: String?
    var exclude: [String] = []
    var resources: [String] = []
    var dependencies: [(name: String, package: String?)] = []
    var defines: Set<String> = []
    var location: IBFoundation.SourceLocation

    func makeTarget(manifest: String, folder: String, packageTargets: Set<String>, reader: FileReader) -> Target? {
        let isTest = kind == "testTarget"
        let candidates = path.map { [$0] } ?? (isTest ? ["Tests/\(name)"] : ["Sources/\(name)", "Source/\(name)", "src/\(name)", "srcs/\(name)"])
        let relative = candidates.first { reader.isFolder(CanonicalPath.join(folder, $0)) } ?? candidates[0]
        let root = CanonicalPath.of(CanonicalPath.join(folder, relative))
        var target = Target(name: name, project: manifest, id: "\(CanonicalPath.of(manifest))#\(name)",
                            kind: isTest ? .test : (kind == "executableTarget" ? .other : .library),
                            moduleName: BuildSettingOperator.c99Identifier(name), platforms: [], location: location)
        target.folders = [Target.Folder(path: root, excluded: Set(exclude.map { CanonicalPath.of(CanonicalPath.join(root, $0)) }))]
        for resource in resources {
            target.folders.append(Target.Folder(path: CanonicalPath.of(CanonicalPath.join(root, resource)), isResourceFolder: true))
        }
        for dependency in dependencies {
            if dependency.package == nil, packageTargets.contains(dependency.name) {
                target.dependencies.append("\(CanonicalPath.of(manifest))#\(dependency.name)")
            } else {
                target.dependencies.append("product:\(dependency.name)")
            }
        }
        target.compilationConditions = [defines.union(["DEBUG"]), defines]
        return target
    }
}

/// Collects what the manifest's calls say.
private final class ManifestVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var constants: [String: String] = [:]
    var packageName: String?
    var targets: [DeclaredPackageTarget] = []
    var products: [String: [String]] = [:]
    var remotePackages: [String] = []
    var localPackages: [String] = []

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = binding.initializer.flatMap({ literal($0.value) }) { constants[name] = value }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let reference = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        if reference == "Package" { packageName = argument("name", of: node).flatMap(literal) }
        guard let member else { return .visitChildren }
        if Self.targetKinds.contains(member), let name = argument("name", of: node).flatMap(literal) {
            let position = node.startLocation(converter: converter)
            var target = DeclaredPackageTarget(name: name, kind: member, location: IBFoundation.SourceLocation(file: file, line: position.line, column: position.column))
            target.path = argument("path", of: node).flatMap(literal)
            target.exclude = argument("exclude", of: node).map(literals) ?? []
            target.resources = argument("resources", of: node).map(resourcePaths) ?? []
            target.dependencies = argument("dependencies", of: node).map(targetDependencies) ?? []
            target.defines = argument("swiftSettings", of: node).map(defines) ?? []
            targets.append(target)
        } else if member == "library" || member == "executable", let name = argument("name", of: node).flatMap(literal) {
            products[name] = argument("targets", of: node).map(literals) ?? []
        } else if member == "package" {
            if let url = argument("url", of: node).flatMap(literal) { remotePackages.append(url) }
            if let path = argument("path", of: node).flatMap(literal) { localPackages.append(path) }
        }
        return .visitChildren
    }

    func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A string literal without interpolation, or a constant holding one.
    func literal(_ expression: ExprSyntax) -> String? {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in string.segments {
                guard case .stringSegment(let piece) = segment else { return nil }
                text += piece.content.text
            }
            return text
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        return nil
    }

    func literals(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { literal($0.expression) } ?? []
    }

    /// `.process("Resources")`, `.copy("Data")` → their paths.
    func resourcePaths(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
            element.expression.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap { literal($0.expression) }
        } ?? []
    }

    /// `"Name"`, `.target(name:)`, `.byName(name:)`, `.product(name:package:)`.
    func targetDependencies(_ expression: ExprSyntax) -> [(name: String, package: String?)] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
            if let name = literal(element.expression) { return (name, nil) }
            guard let call = element.expression.as(FunctionCallExprSyntax.self), let name = argument("name", of: call).flatMap(literal) else { return nil }
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return (name, kind == "product" ? (argument("package", of: call).flatMap(literal) ?? name) : nil)
        } ?? []
    }

    /// `.define("FLAG")` entries of `swiftSettings`.
    func defines(_ expression: ExprSyntax) -> Set<String> {
        Set(expression.as(ArrayExprSyntax.self)?.elements.compactMap { element -> String? in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "define" else { return nil }
            return call.arguments.first.flatMap { literal($0.expression) }
        } ?? [])
    }
}
