import Foundation
import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants
import IBLocalization

/// The layout variants of the documents being checked, analysed once for the three rules that
/// read them (`text-truncated`, `views-overlap`, `constraints-unsatisfiable`).
final class LayoutVariantsCache: Sendable {
    private let entries = LockedValue<[(document: Document, plan: VariantPlan, analysis: VariantAnalysis)]>([])

    /// The cache the check rules share.
    static let shared = LayoutVariantsCache()

    /// The document's analysis under the plan its scope's target gives.
    func analysis(of document: Document, in context: CheckContext) -> VariantAnalysis {
        var plan = Self.plan(for: context)
        plan.pseudoLanguage = context.options.layoutPseudoLanguage
        // A document read from disk: the folders around it say what the app ships.
        if FileManager.default.fileExists(atPath: document.path) { plan.appLanguages = AppLanguages.under(ProjectFolder.around(document.path)) }
        if let hit = entries.withLock({ $0.first { $0.document === document && $0.plan == plan }?.analysis }) { return hit }
        // The app's own fonts measure its texts, as `ibkit layout` and `render` measure them.
        let fonts = ProjectFonts.shared.library(for: document.path, document: document).library
        let analysis = LayoutVariants.analyze(document, plan: plan, text: .with(fonts: fonts))
        entries.withLock { entries in
            entries.append((document, plan, analysis))
            if entries.count > 16 { entries.removeFirst(entries.count - 16) }
        }
        return analysis
    }

    /// The devices of the target that bundles the document: its device families and deployment target.
    static func plan(for context: CheckContext) -> VariantPlan {
        guard let target = context.scope.target else { return VariantPlan() }
        return VariantPlan(deviceFamilies: target.deviceFamilies, iOSDeploymentTarget: target.iOSDeploymentTarget)
    }
}

extension Rule {
    /// This rule's findings from the document's layout variants, one per view, listing the
    /// configurations, weighed as `VariantFinding.weighed` says (a warning where the app really
    /// shows it, else a note); `sourcesPlaceholder` says when the sources make the text a stand-in.
    func variantFindings(_ document: Document, in context: CheckContext, kind: VariantFinding.Kind,
                         sourcesPlaceholder: (VariantFinding) -> String? = { _ in nil },
                         notes: (VariantFinding) -> [Diagnostic.Note] = { _ in [] }) -> [Diagnostic] {
        LayoutVariantsCache.shared.analysis(of: document, in: context).findings.filter { $0.kind == kind }.compactMap { found in
            let placeholder = found.placeholder == nil ? sourcesPlaceholder(found) : nil
            guard let (weighed, weight) = found.weighed(sourcesPlaceholder: placeholder) else { return nil }
            var diagnostic = finding(weighed.message(), at: weighed.location, notes: notes(weighed))
            diagnostic.configurations = weighed.configurationNames
            if weight == .note { diagnostic.severity = .note }
            return diagnostic
        }
    }
}
