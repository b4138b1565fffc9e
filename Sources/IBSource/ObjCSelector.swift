/// The Objective-C selector Swift gives a method, following the compiler's naming rule.
public enum ObjCSelector {
    /// Words that, leading the first argument label, join it to the base name without "With"
    /// (`move(to:)` → `moveTo:`); the compiler's preposition list.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
        "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of `base(labels…)`, where a label is nil for `_`.
    ///
    /// `tap()` → `tap`; `tap(_:)` → `tap:`; `unwindB(unwindSegue:)` → `unwindBWithUnwindSegue:`;
    /// `tap(_:forEvent:)` → `tap:forEvent:`.
    public static func selector(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var result = base
        if let label = first, !label.isEmpty {
            if !prepositions.contains(firstWord(of: label)) { result += "With" }
            result += label.prefix(1).uppercased() + label.dropFirst()
        }
        result += ":"
        for label in labels.dropFirst() { result += (label ?? "") + ":" }
        return result
    }

    /// The leading lowercase word of a camel-case name (`forEvent` → `for`).
    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase }).lowercased()
    }
}
