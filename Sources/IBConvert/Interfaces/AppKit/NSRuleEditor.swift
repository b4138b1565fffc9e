// NSRuleEditor (minimal): an editor of rule rows.

/// A set of methods a rule editor's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditordelegate
public protocol NSRuleEditorDelegate: AnyObject {}

/// An interface for configuring a rule-based list of options.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor
open class NSRuleEditor: NSControl {
    /// The rule editor's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/delegate
    open weak var delegate: NSRuleEditorDelegate?
    /// The nesting mode of the rule editor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.property
    open var nestingMode: NSRuleEditor.NestingMode = .compound { didSet { _ibkitRecord("nestingMode", nestingMode) } }
    /// The height of each row.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/rowheight
    open var rowHeight: CGFloat = 25 { didSet { _ibkitRecord("rowHeight", rowHeight) } }
    /// A Boolean value that indicates whether the user can remove every row.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/canremoveallrows
    open var canRemoveAllRows: Bool = false { didSet { _ibkitRecord("canRemoveAllRows", canRemoveAllRows) } }
    /// A Boolean value that indicates whether the user can edit the rules.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/iseditable
    open var isEditable: Bool = true { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// The name of the strings file used to format the rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/formattingstringsfilename
    open var formattingStringsFilename: String? { didSet { _ibkitRecord("formattingStringsFilename", formattingStringsFilename) } }

    /// The nesting modes of a rule editor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.enum
    public enum NestingMode: UInt {
        /// One simple row only.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.enum/single
        case single = 0
        /// A list of simple rows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.enum/list
        case list = 1
        /// Nested compound and simple rows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.enum/compound
        case compound = 2
        /// One compound row over simple rows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsruleeditor/nestingmode-swift.enum/simple
        case simple = 3
    }
}

/// A rule editor that edits predicates (here: a rule editor that records what code sets).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspredicateeditor
open class NSPredicateEditor: NSRuleEditor {}
