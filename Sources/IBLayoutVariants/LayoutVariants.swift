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
    ///
    /// Every layout is solved as the app runs it (`LayoutEngine.layout(root:…atRunTime:)`), each
    /// configuration's roots on all cores. The translations come last: a language is solved only
    /// in the roots whose strings it changes, and not where the pseudo-language's longer strings
    /// cover its changes and find nothing (`TranslationReach`).
    public static func analyze(_ document: Document, plan: VariantPlan = VariantPlan(), text: TextMeasure = .standard) -> VariantAnalysis {
        var analysis = VariantAnalysis()
        let roots = LayoutEngine.roots(of: document)
        guard !roots.isEmpty else { return analysis }
        let check = plan.translations ? translations(of: document) : nil
        analysis.unreadable = check?.unreadable ?? []
        let configurations = plan.configurations(for: document, languages: check?.languages ?? [])
        analysis.configurations = configurations
        let solver = VariantSolver(document: document, roots: roots, configurations: configurations, text: text, translations: check?.translations)

        let isTranslation = { (configuration: LayoutConfiguration) -> Bool in
            if case .named? = configuration.language { return true }
            return false
        }
        var solved = solver.solve(configurations.filter { !isTranslation($0) }) { configuration, root in solver.changes(root, in: configuration) }
        guard let base = solved[.base] else { return analysis }
        var comparisons = compare(solved, base: base)
        // Which roots the pseudo-language found something in, per place.
        var pseudoFindings: Set<RootInPlace> = []
        for (key, found) in comparisons where key.configuration.language == .pseudo && !found.isEmpty {
            pseudoFindings.insert(RootInPlace(device: key.configuration.device, root: key.root))
        }
        let reach = TranslationReach(document: document, roots: roots)
        let scale = solved[.base]?.values.first?.layout.environment.scale ?? 2
        let translations = Dictionary((check?.translations ?? []).map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        let later = solver.solve(configurations.filter(isTranslation)) { configuration, root in
            guard case .named(let name)? = configuration.language, let translation = translations[name],
                  let covered = reach.roots(changedBy: translation, scale: scale)[root.object.node] else { return false }
            guard solver.changes(root, in: configuration) else { return false }
            var pseudo = configuration
            pseudo.language = .pseudo
            // Covered by the pseudo-language only where it was tried in the same place.
            let triedInPseudo = configurations.contains(pseudo)
            return !(covered && triedInPseudo && !pseudoFindings.contains(RootInPlace(device: configuration.device, root: root.object.node)))
        }
        solved.merge(later) { first, _ in first }
        comparisons.merge(compare(later, base: base)) { first, _ in first }
        analysis.layoutsSolved = solved.values.reduce(0) { $0 + $1.count }
        analysis.textViews = base.values.reduce(0) { $0 + $1.fits.count }

        var findings: [FindingKey: VariantFinding] = [:]
        var order: [FindingKey] = []
        func add(_ kind: VariantFinding.Kind, _ object: IBObject, at location: SourceLocation, _ occurrence: VariantFinding.Occurrence) {
            let key = FindingKey(kind: kind, node: object.node, location: location)
            if findings[key] == nil {
                var found = VariantFinding(kind: kind, object: object, location: location, occurrences: [])
                found.placeholder = switch kind {
                case .textTruncated: PlaceholderText.reason(object)
                case .viewsOverlap: PlaceholderText.reason(object) ?? occurrence.overlap.flatMap { PlaceholderText.reason($0.other) }
                case .constraintsUnsatisfiable: nil
                }
                findings[key] = found
                order.append(key)
            }
            // One occurrence per configuration, however many siblings a view runs into there.
            if findings[key]!.occurrences.last?.configuration == occurrence.configuration { return }
            findings[key]!.occurrences.append(occurrence)
        }
        for configuration in configurations {
            let keys = comparisons.keys.filter { $0.configuration == configuration }.sorted { $0.root < $1.root }
            for key in keys {
                for found in comparisons[key] ?? [] { add(found.kind, found.object, at: found.location, found.occurrence) }
            }
        }
        analysis.findings = order.compactMap { findings[$0] }.sorted {
            ($0.location.line, $0.location.column, $0.kind.rawValue) < ($1.location.line, $1.location.column, $1.kind.rawValue)
        }
        return analysis
    }

    /// One root in one configuration.
    struct RootInConfiguration: Hashable {
        let configuration: LayoutConfiguration
        let root: XMLNodeID
    }

    /// One root on one device (or window size), whatever the language.
    struct RootInPlace: Hashable {
        let device: LayoutConfiguration.Device
        let root: XMLNodeID
    }

    /// What one comparison found, before findings are merged across configurations.
    struct Found {
        let kind: VariantFinding.Kind
        let object: IBObject
        let location: SourceLocation
        let occurrence: VariantFinding.Occurrence
    }

    /// Each solved root compared with its base solution.
    static func compare(_ solved: [LayoutConfiguration: [XMLNodeID: Solution]], base: [XMLNodeID: Solution]) -> [RootInConfiguration: [Found]] {
        var result: [RootInConfiguration: [Found]] = [:]
        for (configuration, solutions) in solved {
            for (root, solution) in solutions {
                guard let baseSolution = base[root] else { continue }
                var found: [Found] = []
                Comparison(base: baseSolution, variant: solution, configuration: configuration).report { kind, object, location, occurrence in
                    found.append(Found(kind: kind, object: object, location: location, occurrence: occurrence))
                }
                result[RootInConfiguration(configuration: configuration, root: root)] = found
            }
        }
        return result
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

    struct FindingKey: Hashable {
        let kind: VariantFinding.Kind
        let node: XMLNodeID
        let location: SourceLocation
    }
}
