import IBText

/// Everything text is measured with, in one value that every layout pass and the render share:
/// SF Pro's measured metrics for the system font, the app's own font files, and what is fitted on
/// the corpus (the space's advance, Helvetica Neue's table for documents before iOS 9).
public struct TextMeasure: Sendable {
    /// Which of SF Pro's optical-size designs draws a point size.
    public enum OpticalSizing: String, Sendable, CaseIterable {
        /// The Text design (17) below 20 points and the Display design (28) from 20: what the
        /// separate SF Pro Text and SF Pro Display fonts, and SF UI before them, drew.
        case textAndDisplay = "text and display"
        /// The variable font's axis at the point size, between 17 and 28.
        case continuous

        /// The optical size a point size is drawn at.
        public func opticalSize(at pointSize: Double) -> Double {
            switch self {
            case .textAndDisplay: pointSize < 20 ? 17 : 28
            case .continuous: min(max(pointSize, 17), 28)
            }
        }
    }

    /// SF Pro's metrics; nil when the bundled file is missing (every text is then estimated).
    public var system: SystemFontMetrics?
    /// What is fitted on the corpus.
    public var fitted: TextAdvances
    /// The app's fonts.
    public var fonts: FontLibrary
    /// How a point size picks SF Pro's design (chosen on repositories held out: see Docs/Layout.md).
    public var opticalSizing: OpticalSizing
    /// Every width times this before rounding: 1, or more for the fit's second layout, which
    /// finds the texts whose frames follow their widths.
    public var widening = 1.0
    /// Whether each text takes the size its view is stored with instead of being measured: what
    /// layout would reach with a perfect text measure, so that the misses left are the
    /// constraints', the environment's, the controls' geometry or stale frames (a diagnosis for
    /// `ibkit-bench layout-folds --stored-text-sizes`, never a layout to show).
    public var storedTextSizes = false

    /// The measure ibkit ships: SF Pro's bundled metrics, the fitted values, no app fonts.
    public static let standard = TextMeasure(system: SystemFontMetricsFile.bundled, fitted: .fitted, fonts: FontLibrary(), opticalSizing: .default)

    /// A measure from its parts.
    public init(system: SystemFontMetrics?, fitted: TextAdvances, fonts: FontLibrary, opticalSizing: OpticalSizing = .default) {
        self.system = system
        self.fitted = fitted
        self.fonts = fonts
        self.opticalSizing = opticalSizing
    }

    /// The standard measure with the app's fonts.
    public static func with(fonts: FontLibrary) -> TextMeasure {
        var measure = standard
        measure.fonts = fonts
        return measure
    }

    /// Only fitted tables, no SF Pro data: how the fit measures the faces it fits.
    static func fitted(_ advances: TextAdvances) -> TextMeasure {
        TextMeasure(system: nil, fitted: advances, fonts: FontLibrary())
    }

    /// The same measure with other fitted values.
    public func with(fitted: TextAdvances) -> TextMeasure {
        var measure = self
        measure.fitted = fitted
        return measure
    }

    /// The same measure, every width `factor` times wider.
    public func widened(by factor: Double) -> TextMeasure {
        var measure = self
        measure.widening *= factor
        return measure
    }
}

extension TextMeasure.OpticalSizing {
    /// The sizing ibkit uses.
    public static let `default` = TextMeasure.OpticalSizing.continuous
}
