import ArgumentParser
import Foundation
import IBCheck
import IBProject

/// `ibkit-bench projects APP...`: what reading Xcode projects and Swift packages costs `check`,
/// per app: the whole check with its projects, against the same check with the project files
/// left out (folder mode), in interleaved rounds of one process.
struct ProjectsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "projects",
        abstract: "Per app folder: check with its projects against check without them, in the same run."
    )

    @Argument(help: "App folders, each checked on its own (../shared/apps unpacked, for example).")
    var paths: [String]

    @Option(help: "Interleaved rounds; the best of each counts.")
    var rounds = 5

    static let projectKinds: Set<ProjectFile.Kind> = [.xcodeProject, .workspace, .packageManifest, .dependencyLock]

    func run() throws {
        print("app | targets | with projects s | without s | ratio | errors with / without")
        print("--- | ---: | ---: | ---: | ---: | ---:")
        for path in paths {
            var best = (with: Double.infinity, without: Double.infinity)
            var errors = (with: 0, without: 0)
            var targets = 0
            for _ in 0..<max(rounds, 1) {
                let start = Date()
                let files = ProjectScanner.files(in: [path]).files
                let project = Project(files: files)
                errors.with = Checker().run(project).filter { $0.severity == .error }.count
                best.with = min(best.with, Date().timeIntervalSince(start))
                targets = project.buildModel.targets.count

                let bare = Date()
                let folderOnly = ProjectScanner.files(in: [path]).files.filter { !Self.projectKinds.contains($0.kind) }
                errors.without = Checker().run(Project(files: folderOnly)).filter { $0.severity == .error }.count
                best.without = min(best.without, Date().timeIntervalSince(bare))
            }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            print(String(format: "%@ | %d | %.3f | %.3f | %.2f× | %d / %d", name, targets, best.with, best.without, best.with / best.without, errors.with, errors.without))
        }
    }
}
