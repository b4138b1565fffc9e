import ArgumentParser
import Foundation
import IBCheck
import IBDocument
import IBFoundation
import IBLayoutVariants
import IBProject

/// `ibkit-bench layouts PATH...`: `check --layout` on a project against `check` alone in the
/// same run, and how many layouts the variants solve, per second.
struct LayoutVariantsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "check --layout against check on a project, and the layout variants solved per second."
    )

    @Argument(help: "Folders of a project.")
    var paths: [String]

    @Option(help: "Interleaved rounds; the best of each counts.")
    var rounds = 3

    func run() throws {
        var layoutCheck = Double.infinity, plainCheck = Double.infinity, variants = Double.infinity
        var solved = 0, configurations = 0, documents = 0, findings: [VariantFinding.Kind: Int] = [:]
        var withLayout = Configuration()
        withLayout.enableLayoutVariants()
        for _ in 0..<max(rounds, 1) {
            let start = Date()
            _ = Checker(configuration: withLayout).run(Project(files: ProjectScanner.files(in: paths).files))
            layoutCheck = min(layoutCheck, Date().timeIntervalSince(start))

            let plainStart = Date()
            _ = Checker().run(Project(files: ProjectScanner.files(in: paths).files))
            plainCheck = min(plainCheck, Date().timeIntervalSince(plainStart))

            // The variants alone, on all cores, with each document's target's plan.
            let project = Project(files: ProjectScanner.files(in: paths).files)
            project.prepareScopes()
            let all = project.documents
            let plans = all.map { document in
                project.scopes(for: document).first?.target.map { VariantPlan(deviceFamilies: $0.deviceFamilies, iOSDeploymentTarget: $0.iOSDeploymentTarget) } ?? VariantPlan()
            }
            let slots = ConcurrentSlots<VariantAnalysis>(count: all.count)
            let variantStart = Date()
            ParallelWork.forEach(all.count) { slots[$0] = LayoutVariants.analyze(all[$0], plan: plans[$0]) }
            variants = min(variants, Date().timeIntervalSince(variantStart))
            let analyses = slots.values
            documents = all.count
            solved = analyses.reduce(0) { $0 + $1.layoutsSolved }
            configurations = analyses.reduce(0) { $0 + $1.configurations.count }
            findings = Dictionary(grouping: analyses.flatMap(\.findings), by: \.kind).mapValues(\.count)
        }
        print("documents: \(documents), configurations: \(configurations), root layouts solved: \(solved), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        print("findings: " + VariantFinding.Kind.allCases.map { "\($0.rawValue) \(findings[$0] ?? 0)" }.joined(separator: ", "))
        print(String(format: "variants alone (best of %d): %.3f s, %.0f layouts/s", rounds, variants, Double(solved) / max(variants, 1e-9)))
        print(String(format: "check --layout, whole run: %.3f s; baseline check: %.3f s; ratio %.2f×", layoutCheck, plainCheck, layoutCheck / max(plainCheck, 1e-9)))
    }
}
