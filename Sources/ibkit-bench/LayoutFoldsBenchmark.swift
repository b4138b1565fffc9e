import ArgumentParser
import Foundation
import IBDocument
import IBLayout

/// `ibkit-bench layout-folds CORPUS`: solved frames against stored frames, fold by fold, the
/// corpus split by repository (``RepositoryFolds``).
///
/// Each fold's figure is what a rule or a parameter fitted on the other folds scores on
/// repositories it never saw; the spread between folds is how far one corpus's figure can be
/// trusted on another's.
struct LayoutFoldsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-folds",
        abstract: "Layout agreement with stored frames per fold of repositories, by platform, element and cause."
    )

    @Argument(help: "The corpus folder: one folder per repository (owner__repo).")
    var corpus: String

    @Option(help: "How many folds.")
    var folds = 5

    @Option(help: "How many elements and causes to list.")
    var top = 12

    @Option(help: "List the documents that lose views to this cause (text, ambiguous, stack view, conflict, an element name).")
    var cause: String?

    @Flag(help: "Measure each fold's text with what is fitted (Helvetica Neue's table) fitted on the other folds (the shipped values were fitted on every fold).")
    var heldOutText = false

    @Option(help: "Measure with this advance of SF Pro's space (ems) instead of the constant (not with --held-out-text).")
    var space: Double?

    @Option(help: "Which SF Pro design a point size uses: 'text and display' (17 below 20 pt, 28 from 20) or 'continuous' (the size, 17 to 28).")
    var opticalSizing = TextMeasure.OpticalSizing.default

    @Option(help: "Ridge strength on the advances for --held-out-text (as the shipped table's provenance says).")
    var lambda = 1e9

    @Option(help: "Ridge strength on the tracking corrections for --held-out-text.")
    var mu = 1e9

    @Flag(help: "Give every text the size its view is stored with instead of measuring it: the agreement a perfect text measure would reach, and the misses that are not text's.")
    var storedTextSizes = false

    @Option(help: "Write every missed view to this file as tab-separated values (device, Xcode, element, stored and solved frames).")
    var misses: String?

    func run() throws {
        guard folds > 0 else { throw ValidationError("--folds must be at least 1") }
        var measure = TextMeasure.standard
        measure.opticalSizing = opticalSizing
        measure.storedTextSizes = storedTextSizes
        if let space {
            let fitted = TextAdvances.fitted
            measure.fitted = TextAdvances(tables: fitted.tables, trackingCorrections: fitted.trackingCorrections, systemSpace: space, provenance: "--space")
        }
        let split = RepositoryFolds(count: folds)
        let root = URL(fileURLWithPath: corpus).standardizedFileURL.path
        let inputs = try BenchInputs.documents(under: [root])
        let tables = heldOutText ? try heldOutTables(inputs, root: root, split: split, measure: measure) : nil
        var perFold = [LayoutFidelity](repeating: LayoutFidelity(), count: folds)
        var repositories = [Set<String>](repeating: [], count: folds)
        var missesTable = LayoutMissesTable()
        var byBasis = TextMissesByBasis()
        for input in inputs {
            let repository = RepositoryFolds.repository(of: input.path, under: root)
            let fold = split.fold(of: repository)
            repositories[fold].insert(repository)
            // One document at a time: the corpus is never held in memory at once.
            guard let document = try? Document.parse(input.bytes, path: input.path) else { continue }
            let text = tables.map { measure.with(fitted: $0[fold]) } ?? measure
            let layouts = perFold[fold].add(document, text: text)
            if !storedTextSizes, !layouts.isEmpty {
                var atStoredSizes = text
                atStoredSizes.storedTextSizes = true
                byBasis.add(measured: layouts, storedSizes: LayoutEngine.layout(document, text: atStoredSizes))
            }
            if misses != nil {
                missesTable.add(layouts, of: document, fold: fold, relativePath: String(input.path.dropFirst(root.count + 1)))
            }
        }
        if let misses { try missesTable.write(to: misses) }
        var total = LayoutFidelity()
        for fold in perFold { total.add(fold) }

        print("text measured with SF Pro's metrics (optical sizes: \(opticalSizing.rawValue))" + (heldOutText
            ? "; Helvetica Neue's table fitted, in each fold, on the other folds (λ = \(lambda), μ = \(mu)); SF Pro's space "
                + (tables ?? []).map { String(format: "%.5f", $0.systemSpace) }.joined(separator: ", ") + " em"
            : "; the shipped fitted values (SF Pro's space \(TextAdvances.fitted.systemSpace) em)"))
        print("Auto Layout views whose solved frame is within \(LayoutFidelity.tolerance) pt and within \(LayoutFidelity.looseTolerance) pt of the stored frame (x, y, width, height)")
        print("| fold | repositories | documents | non-text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt | text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for (index, fold) in perFold.enumerated() {
            print(Self.row("\(index + 1)", repositories[index].count, fold.documents, fold.nonText, fold.text))
        }
        print(Self.row("all", repositories.reduce(0) { $0 + $1.count }, total.documents, total.nonText, total.text))
        let shares = perFold.filter { $0.nonText.views > 0 }.map { $0.nonText.share }
        if let low = shares.min(), let high = shares.max() {
            print(String(format: "spread of non-text agreement between folds: %.1f%% to %.1f%%", low * 100, high * 100))
        }
        print("\nby platform (all folds)")
        print("| platform | | | non-text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt | text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt |")
        print("|---|---|---|---:|---:|---:|---:|")
        for (platform, tallies) in total.byPlatform.sorted(by: { $0.key < $1.key }) {
            print(Self.row(platform, nil, nil, tallies.nonText, tallies.text))
        }
        print("\nby Xcode era, the document's tools version (all folds)")
        print("| era | | | non-text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt | text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt |")
        print("|---|---|---|---:|---:|---:|---:|")
        for era in LayoutFidelity.eras.map(\.name) {
            guard let tallies = total.byEra[era] else { continue }
            print(Self.row(era, nil, nil, tallies.nonText, tallies.text))
        }
        if !storedTextSizes { byBasis.print() }
        print("\nby element, most views first (all folds)")
        print("| element | | | non-text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt | text ≤ \(LayoutFidelity.tolerance) pt | ≤ \(LayoutFidelity.looseTolerance) pt |")
        print("|---|---|---|---:|---:|---:|---:|")
        let kinds = total.byKind.sorted { ($0.value.nonText.views + $0.value.text.views, $1.key) > ($1.value.nonText.views + $1.value.text.views, $0.key) }
        for (kind, tallies) in kinds.prefix(top) {
            print(Self.row(kind, nil, nil, tallies.nonText, tallies.text))
        }
        print("\nlargest losses by cause, per fold")
        for (index, fold) in perFold.enumerated() {
            print("  fold \(index + 1): " + fold.causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(6).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                  + "; worst: " + fold.worst.prefix(3).map { "\($0.path.split(separator: "/").suffix(2).joined(separator: "/")) \($0.missed)" }.joined(separator: ", "))
        }
        if let cause {
            print("\ndocuments losing views to \(cause)")
            for (index, fold) in perFold.enumerated() {
                for document in fold.worst where (document.causes[cause] ?? 0) > 0 {
                    print("  fold \(index + 1): \(document.causes[cause] ?? 0)  \(document.path)")
                }
            }
        }
        print("\nlargest losses by cause: " + total.causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(top)
            .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    /// Per fold, what is fitted on the samples of every other fold.
    func heldOutTables(_ inputs: [(path: String, bytes: [UInt8])], root: String, split: RepositoryFolds, measure: TextMeasure) throws -> [TextAdvances] {
        var samples = [[TextAdvancesFit.Sample]](repeating: [], count: folds)
        for input in inputs {
            guard let document = try? Document.parse(input.bytes, path: input.path) else { continue }
            samples[split.fold(of: RepositoryFolds.repository(of: input.path, under: root))] += TextAdvancesFit.samples(in: document, text: measure)
        }
        return (0..<folds).map { fold in
            TextAdvancesFit.fit(samples.indices.filter { $0 != fold }.flatMap { samples[$0] }, lambda: lambda, mu: mu, system: measure.system)
        }
    }

    /// One table row: counts, then each share with its views.
    static func row(_ name: String, _ repositories: Int?, _ documents: Int?, _ nonText: LayoutFidelity.Tally, _ text: LayoutFidelity.Tally) -> String {
        func share(_ part: Int, _ tally: LayoutFidelity.Tally) -> String {
            tally.views == 0 ? "–" : String(format: "%.1f%% (%d/%d)", Double(part) / Double(tally.views) * 100, part, tally.views)
        }
        return "| \(name) | \(repositories.map(String.init) ?? "") | \(documents.map(String.init) ?? "") | \(share(nonText.matched, nonText)) | \(share(nonText.near, nonText)) | \(share(text.matched, text)) | \(share(text.near, text)) |"
    }
}
