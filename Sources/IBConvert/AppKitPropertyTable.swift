/// Which attributes of each Cocoa element, and of the cell inside it, become which AppKit properties.
///
/// AppKit controls forward most of their cell's settings (`alignment`, `lineBreakMode`, `state`),
/// so a cell's attributes are written on the control.
enum AppKitPropertyTable {
    /// The mappings for an element or cell element: the common ones, then its own.
    static func mappings(for element: String) -> [String: PropertyMapping] {
        var result = element.hasSuffix("Cell") ? cellCommon : common
        for group in groups(of: element) { result.merge(group) { _, new in new } }
        return result
    }

    private static func groups(of element: String) -> [[String: PropertyMapping]] {
        switch element {
        case "textField", "secureTextField", "searchField", "comboBox", "tokenField": return [control, textField]
        case "button": return [control, ["imageHugsTitle": bool("imageHugsTitle")]]
        case "popUpButton", "segmentedControl", "slider", "stepper", "imageView", "colorWell", "levelIndicator", "datePicker",
             "pathControl", "switch": return [control]
        case "textFieldCell", "secureTextFieldCell", "searchFieldCell", "comboBoxCell", "tokenFieldCell": return [textCell]
        case "buttonCell": return [textCell, buttonCell]
        case "popUpButtonCell": return [textCell, buttonCell, popUpCell]
        case "segmentedCell": return [segmentedCell]
        case "sliderCell": return [valueCell, sliderCell]
        case "stepperCell": return [valueCell, stepperCell]
        case "levelIndicatorCell": return [valueCell, levelCell]
        case "imageCell": return [imageCell]
        case "scrollView": return [scrollView]
        case "clipView": return [clipView]
        case "tableView", "outlineView": return [control, tableView]
        case "box": return [box]
        case "stackView": return [stackView]
        case "splitView": return [splitView]
        case "tabView": return [tabView]
        case "progressIndicator": return [progress]
        case "textView": return [textView]
        case "visualEffectView": return [effect]
        default: return []
        }
    }

    static func bool(_ name: String) -> PropertyMapping { .property(name, .bool) }
    static func number(_ name: String) -> PropertyMapping { .property(name, .number) }
    static func priority(_ make: @escaping @Sendable (String, String) -> String) -> PropertyMapping { .statement(.number, make) }

    /// Interface Builder's bookkeeping, and what the builder writes from elsewhere.
    static let bookkeeping: [String: PropertyMapping] = [
        "id": .ignored, "key": .ignored, "customClass": .ignored, "customModule": .ignored, "customModuleProvider": .ignored,
        "userLabel": .ignored, "fixedFrame": .ignored, "misplaced": .ignored, "ambiguous": .ignored, "verifyAmbiguity": .ignored,
        "placeholderIntrinsicWidth": .ignored, "placeholderIntrinsicHeight": .ignored, "translatesAutoresizingMaskIntoConstraints": .ignored,
        "sceneMemberID": .ignored, "colorLabel": .ignored, "horizontalCompressionResistancePriority": .ignored,
        "verticalCompressionResistancePriority": .ignored, "horizontalHuggingPriority": .ignored, "verticalHuggingPriority": .ignored,
    ]

    static let common: [String: PropertyMapping] = bookkeeping.merging([
        "hidden": bool("isHidden"), "alphaValue": number("alphaValue"), "wantsLayer": bool("wantsLayer"),
        "focusRingType": .property("focusRingType", .enumeration([:])), "autoresizesSubviews": bool("autoresizesSubviews"),
        "canDrawConcurrently": bool("canDrawConcurrently"), "toolTip": .property("toolTip", .text(keyPath: "toolTip")),
        "identifier": .statement(.text(keyPath: ""), { "\($0).identifier = NSUserInterfaceItemIdentifier(\($1))" }),
        "appearanceType": .statement(.enumeration([:]), { target, name in
            // "Inherited" appearances are no appearance of the view's own: it takes its window's.
            name.hasPrefix(".inherited") ? "" : "\(target).appearance = NSAppearance(named: \(name))"
        }),
        "tag": .property("tag", .number, omitted: "0"),
        "allowsExpansionToolTips": bool("allowsExpansionToolTips"), "userInterfaceLayoutDirection": .property("userInterfaceLayoutDirection", .enumeration([:])),
    ]) { _, new in new }

    static let control: [String: PropertyMapping] = ["enabled": bool("isEnabled"), "continuous": bool("isContinuous")]

    static let textField: [String: PropertyMapping] = [
        "preferredMaxLayoutWidth": number("preferredMaxLayoutWidth"), "textCompletion": bool("isAutomaticTextCompletionEnabled"),
        "allowsCharacterPickerTouchBarItem": .ignored, "allowsWritingTools": .ignored,
        // Interface Builder's "first layout" width for multi-line labels: AppKit's private setting.
        "setsMaxLayoutWidthAtFirstLayout": .ignored,
    ]

    /// What every cell holds for its control, or what has no effect on a view-based control.
    static let cellCommon: [String: PropertyMapping] = bookkeeping.merging([
        "alignment": .property("alignment", .enumeration([:])),
        "lineBreakMode": .property("lineBreakMode", .enumeration(["clipping": "byClipping", "truncatingTail": "byTruncatingTail",
                                                                  "truncatingHead": "byTruncatingHead", "truncatingMiddle": "byTruncatingMiddle",
                                                                  "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping"])),
        "controlSize": .property("controlSize", .enumeration([:]), omitted: "regular"),
        "enabled": bool("isEnabled"), "continuous": bool("isContinuous"),
        // A control keeps its own tag; its cell's is another.
        "tag": .statement(.number, { $1 == "0" ? "" : "\($0).cell?.tag = \($1)" }),
        "refusesFirstResponder": bool("refusesFirstResponder"), "focusRingType": .property("focusRingType", .enumeration([:])),
        "usesSingleLineMode": bool("usesSingleLineMode"),
        "userInterfaceLayoutDirection": .property("userInterfaceLayoutDirection", .enumeration([:])), "catalog": .ignored,
        // How a cell draws and edits inside its control: AppKit sets these from the control's kind.
        "sendsActionOnEndEditing": .ignored, "scrollable": .ignored, "truncatesLastVisibleLine": .ignored, "allowsUndo": .ignored,
        "baseWritingDirection": .ignored, "inset": .ignored, "borderStyle": .ignored, "bezelStyle": .ignored, "wraps": .ignored,
        "selectable": .ignored, "editable": .ignored, "drawsBackground": .ignored, "title": .ignored, "placeholderString": .ignored,
        "textBezelStyle": .ignored, "allowsEditingTextAttributes": .ignored, "highlighted": .ignored, "allowsMixedState": bool("allowsMixedState"),
        "imageScaling": .property("imageScaling", .enumeration(imageScalings)), "state": .ignored, "type": .ignored,
        "image": .ignored, "alternateImage": .ignored, "alternateTitle": .ignored, "imagePosition": .ignored,
    ]) { _, new in new }

    static let imageScalings = ["proportionallyDown": "scaleProportionallyDown", "axesIndependently": "scaleAxesIndependently",
                                "none": "scaleNone", "proportionallyUpOrDown": "scaleProportionallyUpOrDown"]

    static let textCell: [String: PropertyMapping] = [
        "recentsAutosaveName": .property("recentsAutosaveName", .text(keyPath: "")), "sendsSearchStringImmediately": bool("sendsSearchStringImmediately"),
        "sendsWholeSearchString": bool("sendsWholeSearchString"), "maximumRecents": number("maximumRecents"),
        "numberOfVisibleItems": number("numberOfVisibleItems"), "usesDataSource": bool("usesDataSource"), "completes": bool("completes"),
        "buttonBordered": bool("isButtonBordered"), "itemHeight": number("itemHeight"), "hasVerticalScroller": bool("hasVerticalScroller"),
        "intercellSpacing": .ignored, "searchButtonCell": .ignored, "cancelButtonCell": .ignored,
    ]

    static let buttonCell: [String: PropertyMapping] = [
        "transparent": bool("isTransparent"), "showsBorderOnlyWhileMouseInside": bool("showsBorderOnlyWhileMouseInside"),
        "imageHugsTitle": .ignored, "keyEquivalent": .ignored,
    ]

    static let popUpCell: [String: PropertyMapping] = [
        "pullsDown": .ignored, "selectedItem": .ignored, "altersStateOfSelectedItem": .ignored, "arrowPosition": .ignored,
        "preferredEdge": .property("preferredEdge", .enumeration([:])), "autoenablesItems": bool("autoenablesItems"),
        "usesItemFromMenu": .ignored, "menu": .ignored,
    ]

    static let segmentedCell: [String: PropertyMapping] = [
        "trackingMode": .property("trackingMode", .enumeration([:])), "style": .property("segmentStyle", .enumeration([:])),
        "segmentDistribution": .property("segmentDistribution", .enumeration([:])),
    ]

    static let valueCell: [String: PropertyMapping] = [
        "minValue": number("minValue"), "maxValue": number("maxValue"), "doubleValue": number("doubleValue"),
    ]

    static let sliderCell: [String: PropertyMapping] = [
        "tickMarkPosition": .property("tickMarkPosition", .enumeration([:])), "numberOfTickMarks": number("numberOfTickMarks"),
        "allowsTickMarkValuesOnly": bool("allowsTickMarkValuesOnly"), "sliderType": .property("sliderType", .enumeration([:])),
        "altIncrementValue": number("altIncrementValue"), "vertical": .ignored,
    ]

    static let stepperCell: [String: PropertyMapping] = [
        "increment": number("increment"), "valueWraps": bool("valueWraps"), "autorepeat": bool("autorepeat"),
    ]

    static let levelCell: [String: PropertyMapping] = [
        "warningValue": number("warningValue"), "criticalValue": number("criticalValue"),
        "levelIndicatorStyle": .property("levelIndicatorStyle", .enumeration([:])),
    ]

    static let imageCell: [String: PropertyMapping] = [
        "imageAlignment": .property("imageAlignment", .enumeration(["center": "alignCenter", "top": "alignTop", "bottom": "alignBottom",
                                                                    "left": "alignLeft", "right": "alignRight", "topLeft": "alignTopLeft",
                                                                    "topRight": "alignTopRight", "bottomLeft": "alignBottomLeft",
                                                                    "bottomRight": "alignBottomRight"])),
        "imageFrameStyle": .property("imageFrameStyle", .enumeration([:]), omitted: "none"), "animates": bool("animates"),
    ]

    static let scrollView: [String: PropertyMapping] = [
        "borderType": .property("borderType", .enumeration(["none": "noBorder", "line": "lineBorder", "bezel": "bezelBorder", "groove": "grooveBorder"])),
        "autohidesScrollers": bool("autohidesScrollers"), "hasHorizontalScroller": bool("hasHorizontalScroller"),
        "hasVerticalScroller": bool("hasVerticalScroller"), "usesPredominantAxisScrolling": bool("usesPredominantAxisScrolling"),
        "horizontalLineScroll": number("horizontalLineScroll"), "verticalLineScroll": number("verticalLineScroll"),
        "horizontalPageScroll": number("horizontalPageScroll"), "verticalPageScroll": number("verticalPageScroll"),
        "allowsMagnification": bool("allowsMagnification"), "minMagnification": number("minMagnification"), "maxMagnification": number("maxMagnification"),
        "automaticallyAdjustsContentInsets": bool("automaticallyAdjustsContentInsets"), "drawsBackground": bool("drawsBackground"),
        "findBarPosition": .property("findBarPosition", .enumeration([:])),
        "horizontalScrollElasticity": .property("horizontalScrollElasticity", .enumeration([:])),
        "verticalScrollElasticity": .property("verticalScrollElasticity", .enumeration([:])), "scrollerKnobStyle": .ignored,
    ]

    static let clipView: [String: PropertyMapping] = ["drawsBackground": bool("drawsBackground"), "copiesOnScroll": bool("copiesOnScroll")]

    static let tableView: [String: PropertyMapping] = [
        "alternatingRowBackgroundColors": bool("usesAlternatingRowBackgroundColors"), "columnReordering": bool("allowsColumnReordering"),
        "columnResizing": bool("allowsColumnResizing"), "columnSelection": bool("allowsColumnSelection"),
        "multipleSelection": bool("allowsMultipleSelection"), "emptySelection": bool("allowsEmptySelection"),
        "autosaveColumns": bool("autosaveTableColumns"), "typeSelect": bool("allowsTypeSelect"), "rowHeight": number("rowHeight"),
        "rowSizeStyle": .property("rowSizeStyle", .enumeration(["automatic": "default", "systemDefault": "default"])), "floatsGroupRows": bool("floatsGroupRows"),
        "autosaveName": .property("autosaveName", .text(keyPath: "")), "usesAutomaticRowHeights": bool("usesAutomaticRowHeights"),
        "selectionHighlightStyle": .property("selectionHighlightStyle", .enumeration([:])),
        "columnAutoresizingStyle": .property("columnAutoresizingStyle", .enumeration(["lastColumnOnly": "lastColumnOnlyAutoresizingStyle",
                                                                                      "firstColumnOnly": "firstColumnOnlyAutoresizingStyle",
                                                                                      "uniform": "uniformColumnAutoresizingStyle",
                                                                                      "sequential": "sequentialColumnAutoresizingStyle",
                                                                                      "reverseSequential": "reverseSequentialColumnAutoresizingStyle",
                                                                                      "none": "noColumnAutoresizing"])),
        "tableStyle": .property("style", .enumeration([:])), "indentationPerLevel": number("indentationPerLevel"),
        "autoresizesOutlineColumn": bool("autoresizesOutlineColumn"), "indentationMarkerFollowsCell": bool("indentationMarkerFollowsCell"),
        "autosaveExpandedItems": bool("autosaveExpandedItems"), "viewBased": .ignored, "headerView": .ignored, "outlineTableColumn": .ignored,
        "dataSource": .ignored, "delegate": .ignored,
    ]

    static let box: [String: PropertyMapping] = [
        "title": .property("title", .text(keyPath: "title")), "titlePosition": .property("titlePosition", .enumeration([:])),
        "boxType": .property("boxType", .enumeration([:]), omitted: "primary"), "transparent": bool("isTransparent"),
        "borderWidth": number("borderWidth"), "cornerRadius": number("cornerRadius"), "borderType": .ignored,
    ]

    static let stackView: [String: PropertyMapping] = [
        "orientation": .property("orientation", .enumeration([:]), omitted: "horizontal"),
        "alignment": .property("alignment", .enumeration([:])),
        "distribution": .property("distribution", .enumeration([:])), "spacing": number("spacing"), "detachesHiddenViews": bool("detachesHiddenViews"),
        "horizontalStackHuggingPriority": priority { "\($0).setHuggingPriority(NSLayoutConstraint.Priority(\($1)), for: .horizontal)" },
        "verticalStackHuggingPriority": priority { "\($0).setHuggingPriority(NSLayoutConstraint.Priority(\($1)), for: .vertical)" },
        "horizontalClippingResistancePriority": priority { "\($0).setClippingResistancePriority(NSLayoutConstraint.Priority(\($1)), for: .horizontal)" },
        "verticalClippingResistancePriority": priority { "\($0).setClippingResistancePriority(NSLayoutConstraint.Priority(\($1)), for: .vertical)" },
    ]

    static let splitView: [String: PropertyMapping] = [
        "vertical": bool("isVertical"), "dividerStyle": .property("dividerStyle", .enumeration([:])),
        "arrangesAllSubviews": bool("arrangesAllSubviews"), "autosaveName": .property("autosaveName", .text(keyPath: "")),
    ]

    static let tabView: [String: PropertyMapping] = [
        "type": .property("tabViewType", .enumeration([:])), "controlSize": .property("controlSize", .enumeration([:]), omitted: "regular"),
        "drawsBackground": bool("drawsBackground"), "initialItem": .ignored,
    ]

    static let progress: [String: PropertyMapping] = [
        "style": .property("style", .enumeration([:]), omitted: "bar"), "indeterminate": bool("isIndeterminate"), "minValue": number("minValue"),
        "maxValue": number("maxValue"), "doubleValue": number("doubleValue"), "displayedWhenStopped": bool("isDisplayedWhenStopped"),
        "controlSize": .property("controlSize", .enumeration([:]), omitted: "regular"), "usesThreadedAnimation": bool("usesThreadedAnimation"),
        "bezeled": .ignored, "controlTint": .ignored,
    ]

    static let textView: [String: PropertyMapping] = [
        "importsGraphics": bool("importsGraphics"), "richText": bool("isRichText"), "verticallyResizable": bool("isVerticallyResizable"),
        "horizontallyResizable": bool("isHorizontallyResizable"), "usesFontPanel": bool("usesFontPanel"), "allowsUndo": bool("allowsUndo"),
        "usesRuler": bool("usesRuler"), "quoteSubstitution": bool("isAutomaticQuoteSubstitutionEnabled"),
        "dashSubstitution": bool("isAutomaticDashSubstitutionEnabled"), "spellingCorrection": bool("isAutomaticSpellingCorrectionEnabled"),
        "smartInsertDelete": bool("smartInsertDeleteEnabled"), "continuousSpellChecking": bool("isContinuousSpellCheckingEnabled"),
        "grammarChecking": bool("isGrammarCheckingEnabled"), "linkDetection": bool("isAutomaticLinkDetectionEnabled"),
        "dataDetection": bool("isAutomaticDataDetectionEnabled"), "textReplacement": bool("isAutomaticTextReplacementEnabled"),
        "editable": bool("isEditable"), "selectable": bool("isSelectable"), "drawsBackground": bool("drawsBackground"),
        "allowsDocumentBackgroundColorChange": bool("allowsDocumentBackgroundColorChange"), "usesFindBar": bool("usesFindBar"),
        "findStyle": .statement(.enumeration([:]), { name, style in style == ".bar" ? "\(name).usesFindBar = true" : "" }),
        "allowsNonContiguousLayout": .ignored, "incrementalSearchingEnabled": .ignored, "usesInspectorBar": .ignored,
        "allowsImageEditing": .ignored, "textCompletion": .ignored, "fieldEditor": bool("isFieldEditor"),
        "alignment": .property("alignment", .enumeration([:])),
    ]

    static let effect: [String: PropertyMapping] = [
        "material": .property("material", .enumeration([:])), "blendingMode": .property("blendingMode", .enumeration([:])),
        "state": .property("state", .enumeration([:])),
    ]
}
