@testable import IBLayout
import Testing

/// The fit recovers advances from widths (for the faces without font data, Helvetica Neue): each
/// sample one equation, regularised towards the prior; and SF Pro's space from texts with spaces.
@Suite struct TextAdvancesFitTests {
    static let words = ["Label", "Button", "Settings", "Cancel", "Done", "Name", "Email address", "Sign in", "Password",
                        "Next", "Back", "Title", "Subtitle", "Save", "Delete", "Edit profile", "Log out", "Search",
                        "Hello, World!", "Version 1.2", "Zoom", "Quit", "Open…", "Photos", "Map", "Kilometres"]

    /// Widths a known table gives, as Xcode would store them (rounded up to the pixel).
    static func samples(from truth: TextAdvances, face: TextFace = TextFace(.helveticaNeue)) -> [TextAdvancesFit.Sample] {
        [13.0, 15, 17].flatMap { size in
            words.map { text in
                let width = TextMetrics(face: face, pointSize: size, scale: 2, text: .fitted(truth)).width(of: text)
                return TextAdvancesFit.Sample(text: text, face: face, pointSize: size, scale: 2, width: width, element: "label", path: "/r/x.xib")
            }
        }
    }

    @Test func aUniformlyWiderFontIsFoundAsOneScale() {
        let prior = TextAdvances.prior.table(for: TextFace(.helveticaNeue))
        let truth = TextAdvances(tables: [TextFace(.helveticaNeue): prior.map { $0 * 1.06 }], provenance: "truth")
        let samples = Self.samples(from: truth)
        #expect(TextAdvancesFit.agreement(samples, with: .fitted(.prior)).withinHalfPoint < samples.count / 2)
        let fitted = TextAdvancesFit.fit(samples, lambda: 1e9, mu: 1e9)
        let agreement = TextAdvancesFit.agreement(samples, with: .fitted(fitted))
        #expect(agreement.withinHalfPoint >= samples.count * 9 / 10)
        let a = fitted.table(for: TextFace(.helveticaNeue))[Int(UInt8(ascii: "a"))]
        #expect(abs(a - prior[Int(UInt8(ascii: "a"))] * 1.06) < 0.01)
    }

    @Test func aCharacterSeenOftenMovesWhereTheDataPutsIt() {
        var table = TextAdvances.prior.table(for: TextFace(.helveticaNeue))
        let e = Int(UInt8(ascii: "e"))
        table[e] += 0.08
        let samples = Self.samples(from: TextAdvances(tables: [TextFace(.helveticaNeue): table], provenance: "truth"))
        let loose = TextAdvancesFit.fit(samples, lambda: 10, mu: 1e9).table(for: TextFace(.helveticaNeue))
        let tight = TextAdvancesFit.fit(samples, lambda: 1e9, mu: 1e9).table(for: TextFace(.helveticaNeue))
        // With little regularisation "e" takes its own advance; held at the scaled prior it cannot.
        #expect(abs(loose[e] - table[e]) < 0.02)
        #expect(abs(tight[e] - table[e]) > abs(loose[e] - table[e]))
    }

    @Test func aFaceWithTooFewSamplesKeepsItsFallback() {
        let samples = Array(Self.samples(from: .prior, face: TextFace(.helveticaNeue, .medium)).prefix(TextAdvancesFit.minimumSamples - 1))
        #expect(TextAdvancesFit.fit(samples, lambda: 1000, mu: 1e9).tables.isEmpty)
    }

    @Test func aStretchedSampleDoesNotDragTheFit() {
        let prior = TextAdvances.prior.table(for: TextFace(.helveticaNeue))
        let truth = TextAdvances(tables: [TextFace(.helveticaNeue): prior.map { $0 * 1.03 }], provenance: "truth")
        var samples = Self.samples(from: truth)
        // A "Label" something else stretched to 561 points, as the corpus has one.
        samples.append(TextAdvancesFit.Sample(text: "Label", face: TextFace(.helveticaNeue), pointSize: 17, scale: 2, width: 561, element: "label", path: "/r/y.xib"))
        let fitted = TextAdvancesFit.fit(samples, lambda: 1e9, mu: 1e9)
        #expect(TextAdvancesFit.agreement(Array(samples.dropLast()), with: .fitted(fitted)).withinHalfPoint >= (samples.count - 1) * 9 / 10)
    }

    /// SF Pro's data lacks the space: the least squares gives a known one back from texts with
    /// spaces, and the fit leaves it and SF Pro's faces alone.
    @Test func theSpaceIsCheckedAndSFProsFacesAreNotFitted() throws {
        let system = try #require(TextMeasure.standard.system)
        let truth = TextMeasure(system: system, fitted: TextAdvances(tables: [:], systemSpace: 0.31, provenance: "truth"), fonts: .init())
        let samples = [13.0, 15, 17].flatMap { size in
            // Sentences of four words: three spaces each pin the space closely.
            (0..<(Self.words.count - 3)).map { Self.words[$0..<($0 + 4)].joined(separator: " ") }.map { text in
                TextAdvancesFit.Sample(text: text, face: TextFace(.system), pointSize: size, scale: 2,
                                       width: TextMetrics(face: TextFace(.system), pointSize: size, scale: 2, text: truth).width(of: text),
                                       element: "label", path: "/r/x.xib")
            }
        }
        let space = TextAdvancesFit.fitSpace(samples, system: system)
        #expect(abs(space - 0.31) <= 0.01, "\(space)")
        let fitted = TextAdvancesFit.fit(samples, lambda: 1e9, mu: 1e9, system: system)
        #expect(fitted.systemSpace == TextAdvances.sfProSpace)
        #expect(fitted.tables.isEmpty)
    }
}
