/// What `ibkit convert` writes.
public struct ConvertOptions: Sendable {
    /// How action selectors are spelled.
    public enum SelectorStyle: Sendable {
        /// `#selector(ViewController.didTap(_:))`: checked by the compiler, needs the Objective-C runtime.
        case checked
        /// `Selector("didTap:")`: the name UIKit sends, for toolchains without the Objective-C runtime (Linux).
        case runtimeName
    }

    /// How user-visible text is written.
    public enum StringStyle: Sendable {
        /// `NSLocalizedString` under the key `ibkit strings` exports, so existing translations keep working.
        case localized
        /// Plain string literals.
        case literal
    }

    /// How action selectors are spelled.
    public var selectors: SelectorStyle
    /// How user-visible text is written.
    public var strings: StringStyle

    /// Options with compiler-checked selectors and localized strings.
    public init(selectors: SelectorStyle = .checked, strings: StringStyle = .localized) {
        self.selectors = selectors
        self.strings = strings
    }
}
