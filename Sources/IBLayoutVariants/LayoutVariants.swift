import IBDocument
import IBFoundation
import IBLayout
import IBLocalization
import IBXML

/// Lays a document out in each configuration of a plan and finds what breaks only in some of
/// them: text cut, siblings overlapping, constraints in conflict.
///
/// Precision first: the base configuration is what the designer saw, so a text cut there is
/// reported only when the stored frames cut it too; a view whose base layout disagrees with the
/// canvas (ibkit's frames or text widths are not the canvas's there) is not judged in any
/// configuration; overlaps and conflicts count only where the base layout has none.
public enum LayoutVariants {
    /// The document's findings under `plan`, its text measured with `text`.
    public static func analyze(_ document: Document, plan: VariantPlan = VariantPlan(), text: TextMeasure = .standard) -> VariantAnalysis {
        var analysis = VariantAnalysis()
        let roots = LayoutEngine.roots(of: document)
        guard !roots.isEmpty else { return analysis }
        let check = plan.translations ? translations(of: document) : nil
        let languages = check?.languages ?? []
        analysis.unreadable = check?.unreadable ?? []
        let configurations = plan.configurations(for: document, languages: languages)
        analysis.configurations = configurations

        var solved: [LayoutConfiguration: [XMLNodeID: Solution]] = [:]
        for configuration in configurations {
            guard let variant = configuration.isBase ? document : try? DocumentVariant.document(document, under: configuration, translations: check?.translations) else { continue }
            let variantRoots = configuration.isBase ? roots : LayoutEngine.roots(of: variant)
            var perRoot: [XMLNodeID: Solution] = [:]
            for root in variantRoots {
                // A device changes only the views that fill the screen: elsewhere the variant is
                // the one on the document's device, solved and reported there.
                if case .device = configuration.device, !fillsScreen(root) {
                    var same = configuration
                    same.device = .document
                    if configurations.contains(same) { continue }
                }
                let device: LayoutDevice? = if case .device(let device) = configuration.device { device } else { nil }
                perRoot[root.object.node] = Solution(LayoutEngine.layout(root: root, device: device, text: text, marksTextFrames: false, textResistanceHolds: true))
                analysis.layoutsSolved += 1
            }
            solved[configuration] = perRoot
        }
        guard let base = solved[.base] else { return analysis }
        analysis.textViews = base.values.reduce(0) { $0 + $1.fits.count }
        var findings: [FindingKey: VariantFinding] = [:]
        var order: [FindingKey] = []
        func add(_ kind: VariantFinding.Kind, _ object: IBObject, at location: SourceLocation, _ occurrence: VariantFinding.Occurrence) {
            let key = FindingKey(kind: kind, node: object.node, location: location)
            if findings[key] == nil {
                findings[key] = VariantFinding(kind: kind, object: object, location: location, occurrences: [])
                order.append(key)
            }
            // One occurrence per configuration, however many siblings a view runs into there.
            if findings[key]!.occurrences.last?.configuration == occurrence.configuration { return }
            findings[key]!.occurrences.append(occurrence)
        }
        for configuration in configurations {
            guard let solutions = solved[configuration] else { continue }
            for (rootNode, solution) in solutions.sorted(by: { $0.key < $1.key }) {
                guard let baseSolution = base[rootNode] else { continue }
                Comparison(base: baseSolution, variant: solution, configuration: configuration).report(add)
            }
        }
        analysis.findings = order.compactMap { findings[$0] }.sorted {
            ($0.location.line, $0.location.column, $0.kind.rawValue) < ($1.location.line, $1.location.column, $1.kind.rawValue)
        }
        return analysis
    }

    /// The document's translations, read once for every configuration; the languages among them
    /// that change one of its strings; and the translations that could not be read.
    static func translations(of document: Document) -> (translations: [StringsCheck.Translation], languages: [LocalizedDocument.Language], unreadable: [DocumentError])? {
        let own = LocalizableString.all(in: document)
        guard document.path.contains(".lproj/") || !own.isEmpty else { return nil }
        let check = StringsCheck(document: document)
        let strings = Dictionary(own.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let languages = check.translations.filter { translation in
            translation.table.entries.contains { entry in strings[entry.key].map { $0 != entry.value } ?? false }
        }.map { LocalizedDocument.Language.named($0.language) }
        var seen: Set<LocalizedDocument.Language> = []
        return (check.translations, languages.filter { seen.insert($0).inserted }, check.unreadable)
    }

    /// Whether the root is a view controller's view, which fills whatever screen it is on.
    static func fillsScreen(_ root: View) -> Bool {
        root.object.key == "view" && root.object.parent?.role == .controller
    }

    struct FindingKey: Hashable {
        let kind: VariantFinding.Kind
        let node: XMLNodeID
        let location: SourceLocation
    }
}
