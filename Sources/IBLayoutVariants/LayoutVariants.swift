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
    /// Every layout is solved as the app runs it (`LayoutEngine.layout(root:…atRunTime:)`), the
    /// roots of all configurations on all cores. The base comes first (a conflict it has is not
    /// looked into again elsewhere). The translations share a layout of each string at its widest
    /// translation, solved beside the other configurations; a language is then solved only in the
    /// roots where that layout found something the language's own strings may show too
    /// (`TranslationReach`).
    public static func analyze(_ document: Document, plan: VariantPlan = VariantPlan(), text: TextMeasure = .standard) -> VariantAnalysis {
        var analysis = VariantAnalysis()
        let roots = LayoutEngine.roots(of: document)
        guard !roots.isEmpty else { return analysis }
        let check = plan.translations ? translations(of: document) : nil
        analysis.unreadable = check?.unreadable ?? []
        let configurations = plan.configurations(for: document, languages: check?.languages ?? [])
        analysis.configurations = configurations
        let byLanguage = Dictionary((check?.translations ?? []).map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        let named = configurations.compactMap { configuration -> (LayoutConfiguration, StringsCheck.Translation)? in
            guard case .named(let name)? = configuration.language, let translation = byLanguage[name] else { return nil }
            return (configuration, translation)
        }
        let isTranslation = { (configuration: LayoutConfiguration) in named.contains { $0.0 == configuration } }

        var solver = VariantSolver(document: document, roots: roots, configurations: configurations, text: text, translations: check?.translations)
        guard let base = solver.solve([.base], include: { _, _ in true })[.base] else { return analysis }
        let known = base.mapValues { Set($0.layout.conflicts.flatMap { $0.set.map(Comparison.key) }) }

        // Each string at its widest translation, on every device the languages are tried on.
        let reach = TranslationReach(document: document, roots: roots, scale: base.values.first?.layout.environment.scale ?? 2)
        let widest = reach.widest(of: named.map(\.1))
        var widestConfigurations: [LayoutConfiguration] = []
        for (configuration, _) in named where !widestConfigurations.contains(where: { $0.device == configuration.device }) {
            widestConfigurations.append(LayoutConfiguration(device: configuration.device, language: .named(TranslationReach.widestLanguage)))
        }
        let widened = reach.roots(widenedBy: widest)
        solver = VariantSolver(document: document, roots: roots, configurations: configurations + widestConfigurations, text: text,
                               translations: (check?.translations ?? []) + [widest])
        // A right-to-left language mirrors every root, whatever its strings: the widest layout,
        // left to right, cannot stand for it, so it is solved beside that layout, everywhere.
        let mirrored = named.map(\.0).filter { $0.language?.isRightToLeft == true }
        var solved = solver.solve(configurations.filter { !isTranslation($0) && !$0.isBase } + widestConfigurations + mirrored, known: known) { configuration, root in
            (!widestConfigurations.contains(configuration) || widened.contains(root.object.node)) && solver.changes(root, in: configuration)
        }
        solved[.base] = base
        var comparisons = compare(solved.filter { !widestConfigurations.contains($0.key) }, base: base)
        let stresses = Self.stresses(compare(solved.filter { widestConfigurations.contains($0.key) }, base: base))

        let values = Dictionary(named.map { ($0.0, TranslationReach.values(of: $0.1)) }, uniquingKeysWith: { first, _ in first })
        let widestValues = TranslationReach.values(of: widest)
        let later = solver.solve(named.map(\.0).filter { !mirrored.contains($0) }, known: known) { configuration, root in
            guard let own = values[configuration], solver.changes(root, in: configuration),
                  let stress = stresses[RootInPlace(device: configuration.device, root: root.object.node)] else { return false }
            return reach.mayShow(own, in: root.object.node, stress: stress, widest: widestValues)
        }
        comparisons.merge(compare(later, base: base)) { first, _ in first }
        analysis.layoutsSolved = solved.values.reduce(0) { $0 + $1.count } + later.values.reduce(0) { $0 + $1.count }
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

    /// What the layout of the widest translations found, per root and device.
    static func stresses(_ found: [RootInConfiguration: [Found]]) -> [RootInPlace: TranslationReach.Stress] {
        var stresses: [RootInPlace: TranslationReach.Stress] = [:]
        for (key, items) in found {
            var stress = TranslationReach.Stress()
            for item in items {
                switch item.kind {
                case .textTruncated:
                    let fit = item.occurrence.fit
                    stress.cut[item.object.node] = fit.flatMap { $0.lineLimit == 1 && $0.cut != .wrappedPastLimit ? $0.neededWidth - $0.size.width : nil }
                case .viewsOverlap:
                    stress.overlapping.insert(item.object.node)
                    if let other = item.occurrence.overlap?.other { stress.overlapping.insert(other.node) }
                case .constraintsUnsatisfiable:
                    stress.conflict = true
                }
            }
            stresses[RootInPlace(device: key.configuration.device, root: key.root)] = stress
        }
        return stresses
    }

    /// The document's translations, read once for every configuration; the languages among them
    /// that change one of its strings; and the translations that could not be read.
    static func translations(of document: Document) -> (translations: [StringsCheck.Translation], languages: [LocalizedDocument.Language], unreadable: [DocumentError])? {
        // Xcode compiles a document into each language only from a localization folder (Base.lproj):
        // strings files beside a document outside one never reach it.
        guard document.path.contains(".lproj/") else { return nil }
        let own = LocalizableString.all(in: document)
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
