import Foundation
import IBFoundation
import Stencil

/// Renders the bundled Stencil templates (or a user's replacements) over a TemplateContext into
/// Swift files.
public struct Generator {
    /// One output the bundled templates produce.
    public enum Output: String, CaseIterable, Sendable {
        /// Storyboards and their scenes, and the identifiable-controller protocol.
        case scenes
        /// Typed segues per source scene.
        case segues
        /// Reusable cells with register and dequeue helpers.
        case cells
        /// Nib loaders.
        case nibs

        /// The Swift file it is written to.
        public var fileName: String {
            switch self {
            case .scenes: "StoryboardScenes.swift"
            case .segues: "StoryboardSegues.swift"
            case .cells: "ReusableCells.swift"
            case .nibs: "NibFiles.swift"
            }
        }

        /// The template that renders it.
        public var templateName: String { rawValue + ".stencil" }
    }

    /// A rendered file.
    public struct File: Sendable, Hashable {
        /// The file name, from `Output.fileName`.
        public var name: String
        /// The Swift source.
        public var contents: String
    }

    /// Why the templates could not be rendered.
    public struct TemplateError: Error, CustomStringConvertible {
        /// The template's path or bundled name.
        public var template: String
        /// Stencil's message.
        public var message: String
        /// `template: error: message`.
        public var description: String { "\(template): error: \(message)" }
    }

    private let templates: [String: String]
    private let origins: [String: String]

    /// Uses the bundled templates, each replaced by a file of the same name (`scenes.stencil`, …,
    /// `header.stencil`) in `userTemplates` when there is one.
    public init(userTemplates: URL? = nil) throws {
        var templates: [String: String] = [:]
        var origins: [String: String] = [:]
        for name in Self.bundledTemplateNames {
            templates[name] = try Self.bundledTemplate(named: name)
            origins[name] = "(bundled) " + name
        }
        if let folder = userTemplates {
            for name in Self.bundledTemplateNames {
                let url = folder.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                do {
                    templates[name] = try String(contentsOf: url, encoding: .utf8)
                } catch {
                    throw TemplateError(template: url.path, message: "cannot be read as UTF-8 text")
                }
                origins[name] = url.path
            }
        }
        self.templates = templates
        self.origins = origins
    }

    /// Every template name a user folder may replace.
    public static let bundledTemplateNames = ["header.stencil"] + Output.allCases.map(\.templateName)

    /// The text of a bundled template, to start a replacement from.
    public static func bundledTemplate(named name: String) throws -> String {
        guard let url = (InstalledResources.bundle(of: "IBGen") ?? Bundle.module).url(forResource: name, withExtension: nil, subdirectory: "Templates"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw TemplateError(template: name, message: "no bundled template has this name; the names are \(bundledTemplateNames.joined(separator: ", "))")
        }
        return text
    }

    /// Renders every output.
    public func render(_ context: TemplateContext) throws -> [File] {
        let environment = Environment(loader: DictionaryLoader(templates: templates), extensions: [Self.filters], trimBehaviour: .smart)
        let values = try context.model.dictionary()
        return try Output.allCases.map { output in
            do {
                let text = try environment.renderTemplate(name: output.templateName, context: values)
                return File(name: output.fileName, contents: Self.tidy(text))
            } catch {
                throw TemplateError(template: origins[output.templateName] ?? output.templateName, message: "\(error)")
            }
        }
    }

    /// Trailing spaces dropped, runs of blank lines made one, a single final newline.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var trimmed = line
            while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Filters for user templates that make their own names from document strings.
    static var filters: Extension {
        let filters = Extension()
        filters.registerFilter("swiftType") { value in (value as? String).map(SwiftName.type) }
        filters.registerFilter("swiftMember") { value in (value as? String).map(SwiftName.member) }
        filters.registerFilter("swiftString") { value in (value as? String).map(SwiftName.stringLiteral) }
        return filters
    }
}
