import Foundation
import IBFoundation
import IBLayoutVariants
import IBLocalization
import IBTargets

/// The configurations `render --layout` tries for a document: those of the target that bundles
/// it in the Xcode project around it, as `check --layout` tries them.
enum LayoutVariantPlan {
    /// The build models read so far, by project folder.
    private static let models = LockedValue<[String: BuildModel]>([:])

    /// The plan of the first target that bundles `path` (the default plan without one), with the
    /// languages the app around it ships, and no pseudo-language (as `check --layout`).
    static func plan(for path: String) -> VariantPlan {
        var plan = targetPlan(for: path)
        plan.appLanguages = AppLanguages.under(ProjectFolder.around(path))
        // As `check --layout` tries them without `layout_pseudo_language`.
        plan.pseudoLanguage = false
        return plan
    }

    /// The plan of the first target that bundles `path`; the default plan without one.
    static func targetPlan(for path: String) -> VariantPlan {
        guard let folder = ProjectRoot.enclosingProject(of: path) else { return VariantPlan() }
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
        guard !projects.isEmpty else { return VariantPlan() }
        // A folder of documents shares its project: read once.
        let model = models.withLock { models in
            if let known = models[folder] { return known }
            let model = BuildModel.load(xcodeProjects: projects, manifests: [])
            models[folder] = model
            return model
        }
        var absolute = (path as NSString).standardizingPath
        if !absolute.hasPrefix("/") { absolute = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(absolute) }
        guard let target = model.targets(bundling: CanonicalPath.key(absolute)).first else { return VariantPlan() }
        return VariantPlan(deviceFamilies: target.deviceFamilies, iOSDeploymentTarget: target.iOSDeploymentTarget)
    }
}
