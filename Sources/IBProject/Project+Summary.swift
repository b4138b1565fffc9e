import IBDocument
import IBTargets

/// What `check --verbose` says it used.
extension Project {
    /// Lines naming the projects, workspaces, targets (with module and platforms), dependencies,
    /// and where each document was checked.
    public func summary() -> [String] {
        var lines: [String] = []
        let model = buildModel
        if model.isEmpty && model.xcodeProjects.isEmpty && model.packages.isEmpty {
            lines.append("no Xcode project or Swift package found: documents are checked against the sources written for their platform")
        }
        for workspace in model.workspaces {
            lines.append("workspace \(workspace.path): \(workspace.projects.count) project(s)")
        }
        for project in model.xcodeProjects {
            lines.append("project \(project.path): " + (project.targets.isEmpty && !project.problems.isEmpty ? "not readable, left out" : "\(project.targets.count) target(s)"))
            for target in project.targets { lines.append("  " + Self.describe(target)) }
        }
        for package in model.packages {
            lines.append("package \(package.path): \(package.targets.count) target(s)")
            for target in package.targets { lines.append("  " + Self.describe(target)) }
        }
        if !model.dependencies.isEmpty {
            lines.append("dependencies: " + model.dependencies.map { "\($0.name) (\($0.manager.rawValue))" }.joined(separator: ", "))
        }
        for document in documents {
            let place: String
            switch membership(of: document) {
            case .targets(let targets): place = targets.map { "target '\($0.name)'" }.joined(separator: ", ")
            case .noTarget: place = "in no target: not checked"
            case .noProject: place = "no project: \(document.platform?.rawValue ?? "any platform") sources"
            }
            lines.append("document \(document.path): \(place)")
        }
        return lines
    }

    static func describe(_ target: Target) -> String {
        let platforms = target.platforms.isEmpty ? "any platform" : target.platforms.sorted().map(\.rawValue).joined(separator: ", ")
        return "target '\(target.name)' (\(target.kind.rawValue), module \(target.moduleName), \(platforms))"
    }
}
