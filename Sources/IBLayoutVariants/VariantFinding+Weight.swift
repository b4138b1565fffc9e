import IBLayout

extension VariantFinding {
    /// How a finding reaches a person: a warning to act on, or a note to look at.
    public enum Weight: Sendable {
        /// Seen where the app really runs (a translation, a device, a text size), with the real text
        /// measured from data.
        case warning
        /// A prompt to look: only the pseudo-language or the mirror shows it, its text is a stand-in
        /// for what the app shows, or the text was measured with an estimate.
        case note
    }

    /// The finding as a person should meet it, with its weight; nil when nothing is left to say.
    ///
    /// A placeholder text (`placeholder`, or `sourcesPlaceholder` when the sources tell) says
    /// nothing of the real text's length, so its occurrence in the configuration the designer saw
    /// is dropped and the rest is a note. So is a text measured with an estimate there: the canvas
    /// measured it exactly. What only the pseudo-language or the mirror shows, or what an
    /// estimate decides (a cut within what the estimate can be off by), is a note.
    public func weighed(sourcesPlaceholder: String? = nil) -> (finding: VariantFinding, weight: Weight)? {
        var finding = self
        finding.placeholder = placeholder ?? sourcesPlaceholder
        finding.occurrences.removeAll { $0.configuration.isBase && (finding.placeholder != nil || $0.estimate != nil) }
        guard !finding.occurrences.isEmpty else { return nil }
        let sure = finding.placeholder == nil && finding.occurrences.contains { occurrence in
            !occurrence.estimateDecides && occurrence.configuration.language != .pseudo && occurrence.configuration.language != .rightToLeft
        }
        return (finding, sure ? .warning : .note)
    }
}
