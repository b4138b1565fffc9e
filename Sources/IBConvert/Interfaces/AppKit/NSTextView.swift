// NSTextView: the text view most apps use.

/// A set of optional methods a text view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextviewdelegate
public protocol NSTextViewDelegate: NSTextDelegate {}

/// A view that draws text and handles user interactions with that text.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview
open class NSTextView: NSText {
    /// Returns a scroll view with a vertically resizable text view as its document view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/scrollabletextview()
    open class func scrollableTextView() -> NSScrollView {
        let scrollView = NSScrollView()
        scrollView.hasVerticalScroller = true
        scrollView.documentView = NSTextView()
        return scrollView
    }

    /// The text view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/delegate
    open weak var delegate: NSTextViewDelegate?
    /// A Boolean value that indicates whether undo support is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/allowsundo
    open var allowsUndo: Bool = false { didSet { _ibkitRecord("allowsUndo", allowsUndo) } }
    /// A Boolean value that indicates whether the text view automatically replaces straight quotes with curly ones.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomaticquotesubstitutionenabled
    open var isAutomaticQuoteSubstitutionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticQuoteSubstitutionEnabled", isAutomaticQuoteSubstitutionEnabled) }
    }
    /// A Boolean value that indicates whether the text view automatically replaces hyphens with dashes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomaticdashsubstitutionenabled
    open var isAutomaticDashSubstitutionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticDashSubstitutionEnabled", isAutomaticDashSubstitutionEnabled) }
    }
    /// A Boolean value that indicates whether the text view performs automatic text replacement.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomatictextreplacementenabled
    open var isAutomaticTextReplacementEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticTextReplacementEnabled", isAutomaticTextReplacementEnabled) }
    }
    /// A Boolean value that indicates whether the text view corrects spelling automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomaticspellingcorrectionenabled
    open var isAutomaticSpellingCorrectionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticSpellingCorrectionEnabled", isAutomaticSpellingCorrectionEnabled) }
    }
    /// A Boolean value that indicates whether the text view checks spelling continuously.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/iscontinuousspellcheckingenabled
    open var isContinuousSpellCheckingEnabled: Bool = false {
        didSet { _ibkitRecord("isContinuousSpellCheckingEnabled", isContinuousSpellCheckingEnabled) }
    }
    /// A Boolean value that indicates whether the text view checks grammar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isgrammarcheckingenabled
    open var isGrammarCheckingEnabled: Bool = false { didSet { _ibkitRecord("isGrammarCheckingEnabled", isGrammarCheckingEnabled) } }
    /// A Boolean value that indicates whether the text view uses smart cut and paste.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/smartinsertdeleteenabled
    open var smartInsertDeleteEnabled: Bool = true { didSet { _ibkitRecord("smartInsertDeleteEnabled", smartInsertDeleteEnabled) } }
    /// A Boolean value that indicates whether the text view automatically detects links.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomaticlinkdetectionenabled
    open var isAutomaticLinkDetectionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticLinkDetectionEnabled", isAutomaticLinkDetectionEnabled) }
    }
    /// A Boolean value that indicates whether the text view automatically detects data such as addresses and dates.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomaticdatadetectionenabled
    open var isAutomaticDataDetectionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticDataDetectionEnabled", isAutomaticDataDetectionEnabled) }
    }
    /// A Boolean value that indicates whether the text view completes text automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isautomatictextcompletionenabled
    open var isAutomaticTextCompletionEnabled: Bool = false {
        didSet { _ibkitRecord("isAutomaticTextCompletionEnabled", isAutomaticTextCompletionEnabled) }
    }
    /// The empty space the receiver leaves around its text container.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/textcontainerinset
    open var textContainerInset: NSSize = .zero { didSet { _ibkitRecord("textContainerInset", textContainerInset) } }
    /// A Boolean value that indicates whether the text view uses the find bar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/usesfindbar
    open var usesFindBar: Bool = false { didSet { _ibkitRecord("usesFindBar", usesFindBar) } }
    /// A Boolean value that indicates whether the text view supports incremental searching.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isincrementalsearchingenabled
    open var isIncrementalSearchingEnabled: Bool = false {
        didSet { _ibkitRecord("isIncrementalSearchingEnabled", isIncrementalSearchingEnabled) }
    }
    /// A Boolean value that indicates whether the text view uses a ruler.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/usesruler
    open var usesRuler: Bool = true { didSet { _ibkitRecord("usesRuler", usesRuler) } }
    /// A Boolean value that indicates whether the text view's enclosing scroll view shows its ruler.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/isrulervisible
    open override var isRulerVisible: Bool {
        get { _ibkitRulerVisible }
        set { _ibkitRulerVisible = newValue; _ibkitRecord("isRulerVisible", newValue) }
    }
    /// The color of the insertion point.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/insertionpointcolor
    open var insertionPointColor: NSColor = .textColor { didSet { _ibkitRecord("insertionPointColor", insertionPointColor) } }
    /// A Boolean value that indicates whether the user can change the document background color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/allowsdocumentbackgroundcolorchange
    open var allowsDocumentBackgroundColorChange: Bool = false {
        didSet { _ibkitRecord("allowsDocumentBackgroundColorChange", allowsDocumentBackgroundColorChange) }
    }
    /// A Boolean value that indicates whether the text view shows tooltips for links.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/displayslinktooltips
    open var displaysLinkToolTips: Bool = true { didSet { _ibkitRecord("displaysLinkToolTips", displaysLinkToolTips) } }
    /// A Boolean value that indicates whether the user can edit images in the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextview/allowsimageediting
    open var allowsImageEditing: Bool = false { didSet { _ibkitRecord("allowsImageEditing", allowsImageEditing) } }
}
