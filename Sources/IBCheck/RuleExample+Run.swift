import IBProject
import IBFoundation

extension RuleExample {
    /// The example's files as a project.
    public func project() -> Project {
        Project(files: stripped.files.compactMap { path, text in
            ProjectFile.kind(of: path).map { ProjectFile(path: path, kind: $0, contents: Array(text.utf8)) }
        })
    }

    /// The findings one rule reports on the example.
    public func findings(of rule: any Rule.Type) -> [Diagnostic] {
        // An example's configuration is written by hand in the rule: one that does not read is a bug there.
        var configuration = self.configuration.flatMap { try? Configuration(yaml: $0, path: ".ibkit.yml") } ?? Configuration()
        configuration.optInRules = [rule.description.id]
        configuration.disabledRules = Set(RuleRegistry.all.map { $0.description.id }).subtracting([rule.description.id])
        return Checker(configuration: configuration).run(project()).filter { $0.ruleID == rule.description.id }
    }
}
