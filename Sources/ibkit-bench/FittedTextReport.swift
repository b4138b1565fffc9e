import Foundation
import IBLayout

/// The tables `fit-text` prints for the chosen ridge strength: per fold held out against the same
/// fold measured by the table fitted on everything, then by face, by element and by point size.
enum FittedTextReport {
    typealias Found = [(fold: Int, sample: TextAdvancesFit.Sample)]

    static func print(found: Found, folds: Int, repositories: [Set<String>], lambda: Double, mu: Double, whole: TextAdvances, measure: TextMeasure) {
        // Each sample's error measured by what is fitted without its fold.
        var heldOut = [Double](repeating: 0, count: found.count)
        var spaces: [Double] = []
        for fold in 0..<folds {
            let others = found.filter { $0.fold != fold }.map(\.sample)
            let table = TextAdvancesFit.fit(others, lambda: lambda, mu: mu, system: measure.system)
            if let system = measure.system { spaces.append(TextAdvancesFit.fitSpace(others, system: system)) }
            for index in found.indices where found[index].fold == fold {
                heldOut[index] = TextAdvancesFit.predict(found[index].sample, with: measure.with(fitted: table)) - found[index].sample.width
            }
        }
        let inSample = found.map { TextAdvancesFit.predict($0.sample, with: measure.with(fitted: whole)) - $0.sample.width }
        let unfitted = found.map { TextAdvancesFit.predict($0.sample, with: measure.with(fitted: .prior)) - $0.sample.width }

        Swift.print("\nSF Pro's space: \(whole.systemSpace) em (TextAdvances.sfProSpace); least squares would fit "
            + (measure.system.map { String(format: "%.3f", TextAdvancesFit.fitSpace(found.map(\.sample), system: $0)) } ?? "nothing")
            + " em on all samples, on each fold's complement " + spaces.map { String(format: "%.3f", $0) }.joined(separator: ", "))
        Swift.print("\nλ = \(FitTextBenchmark.format(lambda)), μ = \(FitTextBenchmark.format(mu)): held out (fitted on the other folds) beside in sample (fitted on all) and the unfitted prior")
        Swift.print("| fold | repositories | samples | held out ≤ 0.5 pt | ≤ 2 pt | in sample ≤ 0.5 pt | ≤ 2 pt | prior ≤ 0.5 pt |")
        Swift.print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for fold in 0..<folds {
            let indices = found.indices.filter { found[$0].fold == fold }
            Swift.print(row("\(fold + 1)", repositories[fold].count, indices, heldOut, inSample, unfitted))
        }
        Swift.print(row("all", repositories.reduce(0) { $0 + $1.count }, Array(found.indices), heldOut, inSample, unfitted))

        Swift.print("\nby face and by element (all folds)")
        Swift.print("| group | | samples | held out ≤ 0.5 pt | ≤ 2 pt | in sample ≤ 0.5 pt | ≤ 2 pt | prior ≤ 0.5 pt |")
        Swift.print("|---|---:|---:|---:|---:|---:|---:|---:|")
        let faces = Dictionary(grouping: found.indices) { found[$0].sample.face }
        for face in faces.keys.sorted() {
            let measured = face.family == .system || face.family == .appKitSystem
            let fitted = whole.tables[TextFace(face.family, TextAdvances.fittedWeight(face.weight))] != nil
            let note = measured ? " (SF Pro's metrics)" : fitted ? " (fitted table)" : " (no table: fallback)"
            Swift.print(row("\(face)\(note)", nil, faces[face] ?? [], heldOut, inSample, unfitted))
        }
        let elements = Dictionary(grouping: found.indices) { found[$0].sample.element }
        for element in elements.keys.sorted() { Swift.print(row(element, nil, elements[element] ?? [], heldOut, inSample, unfitted)) }
        // What the targets name: UIKit and AppKit labels in the system font.
        let uiKitLabels = found.indices.filter { found[$0].sample.element == "label" && found[$0].sample.face.family == .system }
        let appKitLabels = found.indices.filter { found[$0].sample.element == "textField" && found[$0].sample.face.family == .appKitSystem }
        Swift.print(row("UIKit labels, system font", nil, uiKitLabels, heldOut, inSample, unfitted))
        Swift.print(row("AppKit labels, system font", nil, appKitLabels, heldOut, inSample, unfitted))

        // The published tracking holds if no size is left with a bias per character.
        Swift.print("\nheld-out error per character by point size (sizes with 10 samples or more): a bias here is tracking the table lacks")
        Swift.print("| size | samples | mean error per character (pt) | mean error (pt) |")
        Swift.print("|---:|---:|---:|---:|")
        let sizes = Dictionary(grouping: found.indices) { found[$0].sample.pointSize }
        for size in sizes.keys.sorted() {
            guard let indices = sizes[size], indices.count >= 10 else { continue }
            let perCharacter = indices.map { heldOut[$0] / Double(max(1, found[$0].sample.text.unicodeScalars.count)) }.reduce(0, +) / Double(indices.count)
            let mean = indices.map { heldOut[$0] }.reduce(0, +) / Double(indices.count)
            Swift.print(String(format: "| %g | %d | %+.3f | %+.2f |", size, indices.count, perCharacter, mean))
        }
    }

    static func row(_ name: String, _ repositories: Int?, _ indices: [Int], _ heldOut: [Double], _ inSample: [Double], _ prior: [Double]) -> String {
        func within(_ errors: [Double], _ limit: Double) -> String {
            FitTextBenchmark.share(indices.filter { abs(errors[$0]) <= limit }.count, indices.count)
        }
        return "| \(name) | \(repositories.map(String.init) ?? "") | \(indices.count) | \(within(heldOut, 0.5)) | \(within(heldOut, 2)) | \(within(inSample, 0.5)) | \(within(inSample, 2)) | \(within(prior, 0.5)) |"
    }
}
