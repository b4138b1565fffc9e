/// How one document attribute becomes Swift: a property of the view, a call, or nothing at run time.
enum PropertyMapping: Sendable {
    /// `target.name = value`, the value read as `kind`; a value equal to `omitted` is UIKit's own default.
    case property(String, ValueKind, omitted: String? = nil)
    /// A statement of its own: `make(target, swiftValue)` where the value is read as `kind`.
    case statement(ValueKind, @Sendable (_ target: String, _ value: String) -> String)
    /// Interface Builder's own bookkeeping (`misplaced`, `fixedFrame`) or handled elsewhere.
    case ignored

    /// How an attribute's text is read.
    enum ValueKind: Sendable {
        /// `YES`/`NO`.
        case bool
        /// A number written as it is.
        case number
        /// A case of a UIKit enumeration, by the document's name (the same name when the table has none).
        case enumeration([String: String])
        /// Text shown to the user, localizable under the document's key path.
        case text(keyPath: String)
        /// An image name.
        case image
    }
}

/// Which attributes of each UIKit element become which properties.
enum UIKitPropertyTable {
    /// The mappings for an element: its own, then those of the classes it inherits from.
    static func mappings(for element: String) -> [String: PropertyMapping] {
        var result = common
        for group in groups(of: element) {
            result.merge(group) { _, new in new }
        }
        return result
    }

    private static func groups(of element: String) -> [[String: PropertyMapping]] {
        switch element {
        case "label": return [label]
        case "button": return [control, button]
        case "textField": return [control, textField, textInput]
        case "textView": return [scroll, textView, textInput]
        case "imageView": return [imageView]
        case "stackView": return [stack]
        case "scrollView": return [scroll]
        case "tableView": return [scroll, table]
        case "collectionView": return [scroll, collection]
        case "tableViewCell": return [cell]
        case "switch": return [control, switchControl]
        case "slider": return [control, slider]
        case "segmentedControl": return [control, segmented]
        case "activityIndicatorView": return [activity]
        case "progressView": return [progress]
        case "pageControl": return [control, pageControl]
        case "stepper": return [control, stepper]
        case "datePicker": return [control, datePicker]
        case "searchBar": return [searchBar, textInput]
        case "navigationBar", "toolbar", "tabBar": return [bar]
        case "visualEffectView": return [["contentMode": .ignored]]
        case "collectionViewCell", "collectionReusableView": return [["reuseIdentifier": .ignored]]
        case "mapView": return [mapView]
        default: return []
        }
    }

    static let alignment: [String: String] = ["left": "left", "center": "center", "right": "right", "justified": "justified", "natural": "natural"]
    static let lineBreak: [String: String] = [
        "tailTruncation": "byTruncatingTail", "headTruncation": "byTruncatingHead", "middleTruncation": "byTruncatingMiddle",
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clipping": "byClipping", "clip": "byClipping",
    ]

    static let common: [String: PropertyMapping] = [
        "contentMode": .property("contentMode", .enumeration([:]), omitted: "scaleToFill"),
        "alpha": .property("alpha", .number, omitted: "1"),
        "hidden": .property("isHidden", .bool, omitted: "NO"),
        "opaque": .property("isOpaque", .bool),
        "clipsSubviews": .property("clipsToBounds", .bool, omitted: "NO"),
        "multipleTouchEnabled": .property("isMultipleTouchEnabled", .bool, omitted: "NO"),
        "userInteractionEnabled": .property("isUserInteractionEnabled", .bool, omitted: "YES"),
        "exclusiveTouch": .property("isExclusiveTouch", .bool, omitted: "NO"),
        "tag": .property("tag", .number, omitted: "0"),
        "restorationIdentifier": .statement(.text(keyPath: "")) { "\($0).restorationIdentifier = \($1)" },
        "insetsLayoutMarginsFromSafeArea": .property("insetsLayoutMarginsFromSafeArea", .bool, omitted: "YES"),
        "preservesSuperviewLayoutMargins": .property("preservesSuperviewLayoutMargins", .bool, omitted: "NO"),
        "semanticContentAttribute": .property("semanticContentAttribute", .enumeration([:])),
        "clearsContextBeforeDrawing": .property("clearsContextBeforeDrawing", .bool, omitted: "YES"),
        "autoresizesSubviews": .property("autoresizesSubviews", .bool, omitted: "YES"),
        "horizontalHuggingPriority": .statement(.number) { "\($0).setContentHuggingPriority(UILayoutPriority(\($1)), for: .horizontal)" },
        "verticalHuggingPriority": .statement(.number) { "\($0).setContentHuggingPriority(UILayoutPriority(\($1)), for: .vertical)" },
        "horizontalCompressionResistancePriority": .statement(.number) { "\($0).setContentCompressionResistancePriority(UILayoutPriority(\($1)), for: .horizontal)" },
        "verticalCompressionResistancePriority": .statement(.number) { "\($0).setContentCompressionResistancePriority(UILayoutPriority(\($1)), for: .vertical)" },
        // Interface Builder's own: canvas state, identity, or written by the converter itself.
        "id": .ignored, "key": .ignored, "customClass": .ignored, "customModule": .ignored, "customModuleProvider": .ignored,
        "userLabel": .ignored, "fixedFrame": .ignored, "misplaced": .ignored, "ambiguous": .ignored, "colorLabel": .ignored,
        "placeholderIntrinsicWidth": .ignored, "placeholderIntrinsicHeight": .ignored, "translatesAutoresizingMaskIntoConstraints": .ignored,
        "verifyAmbiguity": .ignored, "simulatedAppContext": .ignored, "tableViewCell": .ignored, "collectionViewCell": .ignored, "adjustsImageSizeForAccessibilityContentSizeCategory": .property("adjustsImageSizeForAccessibilityContentSizeCategory", .bool),
    ]

    static let label: [String: PropertyMapping] = [
        "text": .ignored, // written with its localization key
        "contentMode": .property("contentMode", .enumeration([:]), omitted: "left"),
        "textAlignment": .property("textAlignment", .enumeration(alignment), omitted: "natural"),
        "lineBreakMode": .property("lineBreakMode", .enumeration(lineBreak), omitted: "tailTruncation"),
        "numberOfLines": .property("numberOfLines", .number, omitted: "1"),
        "baselineAdjustment": .property("baselineAdjustment", .enumeration([:]), omitted: "alignBaselines"),
        "adjustsFontSizeToFit": .property("adjustsFontSizeToFitWidth", .bool, omitted: "NO"),
        "minimumScaleFactor": .property("minimumScaleFactor", .number, omitted: "0"),
        "enabled": .property("isEnabled", .bool, omitted: "YES"),
        "highlighted": .property("isHighlighted", .bool, omitted: "NO"),
        "adjustsFontForContentSizeCategory": .property("adjustsFontForContentSizeCategory", .bool, omitted: "NO"),
        "preferredMaxLayoutWidth": .property("preferredMaxLayoutWidth", .number),
        "userInteractionEnabled": .property("isUserInteractionEnabled", .bool, omitted: "NO"),
        "adjustsLetterSpacingToFitWidth": .ignored, "minimumFontSize": .ignored, "usesAttributedText": .ignored,
    ]

    static let control: [String: PropertyMapping] = [
        "enabled": .property("isEnabled", .bool, omitted: "YES"),
        "selected": .property("isSelected", .bool, omitted: "NO"),
        "highlighted": .property("isHighlighted", .bool, omitted: "NO"),
        "contentHorizontalAlignment": .property("contentHorizontalAlignment", .enumeration([:]), omitted: "center"),
        "contentVerticalAlignment": .property("contentVerticalAlignment", .enumeration([:]), omitted: "center"),
    ]

    static let button: [String: PropertyMapping] = [
        "buttonType": .ignored, // the initializer's argument
        // A button's title label truncates in the middle unless told otherwise.
        "lineBreakMode": .statement(.enumeration(lineBreak)) { $1 == ".byTruncatingMiddle" ? "" : "\($0).titleLabel?.lineBreakMode = \($1)" },
        "adjustsImageWhenHighlighted": .property("adjustsImageWhenHighlighted", .bool, omitted: "YES"),
        "adjustsImageWhenDisabled": .property("adjustsImageWhenDisabled", .bool, omitted: "YES"),
        "showsTouchWhenHighlighted": .property("showsTouchWhenHighlighted", .bool, omitted: "NO"),
        "reversesTitleShadowWhenHighlighted": .property("reversesTitleShadowWhenHighlighted", .bool, omitted: "NO"),
        "adjustsImageSizeForAccessibilityContentSizeCategory": .property("adjustsImageSizeForAccessibilityContentSizeCategory", .bool, omitted: "NO"),
    ]

    static let textField: [String: PropertyMapping] = [
        "text": .ignored, "placeholder": .ignored,
        "textAlignment": .property("textAlignment", .enumeration(alignment), omitted: "natural"),
        "borderStyle": .property("borderStyle", .enumeration([:]), omitted: "none"),
        "clearButtonMode": .property("clearButtonMode", .enumeration([:]), omitted: "never"),
        "minimumFontSize": .property("minimumFontSize", .number, omitted: "0"),
        "adjustsFontSizeToFit": .property("adjustsFontSizeToFitWidth", .bool, omitted: "NO"),
        "clearsOnBeginEditing": .property("clearsOnBeginEditing", .bool, omitted: "NO"),
        "adjustsFontForContentSizeCategory": .property("adjustsFontForContentSizeCategory", .bool, omitted: "NO"),
        "background": .property("background", .image),
        "disabledBackground": .property("disabledBackground", .image),
    ]

    static let textInput: [String: PropertyMapping] = [
        "autocapitalizationType": .property("autocapitalizationType", .enumeration(["words": "words", "sentences": "sentences", "allCharacters": "allCharacters", "none": "none"])),
        "autocorrectionType": .property("autocorrectionType", .enumeration([:])),
        "spellCheckingType": .property("spellCheckingType", .enumeration([:])),
        "keyboardType": .property("keyboardType", .enumeration(["numbersAndPunctuation": "numbersAndPunctuation", "numberPad": "numberPad", "decimalPad": "decimalPad"])),
        "keyboardAppearance": .property("keyboardAppearance", .enumeration(["alert": "alert", "light": "light", "dark": "dark", "default": "default"])),
        "returnKeyType": .property("returnKeyType", .enumeration([:])),
        "enablesReturnKeyAutomatically": .property("enablesReturnKeyAutomatically", .bool),
        "secureTextEntry": .property("isSecureTextEntry", .bool, omitted: "NO"),
        "textContentType": .property("textContentType", .enumeration(["one-time-code": "oneTimeCode", "new-password": "newPassword", "email": "emailAddress", "tel": "telephoneNumber", "url": "URL"])),
        "smartDashesType": .property("smartDashesType", .enumeration([:])),
        "smartQuotesType": .property("smartQuotesType", .enumeration([:])),
        "smartInsertDeleteType": .property("smartInsertDeleteType", .enumeration([:])),
        "key": .ignored,
    ]

    static let textView: [String: PropertyMapping] = [
        "text": .ignored,
        "textAlignment": .property("textAlignment", .enumeration(alignment), omitted: "natural"),
        "editable": .property("isEditable", .bool, omitted: "YES"),
        "selectable": .property("isSelectable", .bool, omitted: "YES"),
        "adjustsFontForContentSizeCategory": .property("adjustsFontForContentSizeCategory", .bool, omitted: "NO"),
        "usesAttributedText": .ignored,
    ]

    static let imageView: [String: PropertyMapping] = [
        "image": .property("image", .image),
        "highlightedImage": .property("highlightedImage", .image),
        "highlighted": .property("isHighlighted", .bool, omitted: "NO"),
        "userInteractionEnabled": .property("isUserInteractionEnabled", .bool, omitted: "NO"),
    ]

    static let stack: [String: PropertyMapping] = [
        "axis": .property("axis", .enumeration([:]), omitted: "horizontal"),
        "alignment": .property("alignment", .enumeration(["baseline": "lastBaseline"]), omitted: "fill"),
        "distribution": .property("distribution", .enumeration([:]), omitted: "fill"),
        "spacing": .property("spacing", .number, omitted: "0"),
        "baselineRelativeArrangement": .property("isBaselineRelativeArrangement", .bool, omitted: "NO"),
        "layoutMarginsRelativeArrangement": .property("isLayoutMarginsRelativeArrangement", .bool, omitted: "NO"),
    ]

    static let scroll: [String: PropertyMapping] = [
        "showsHorizontalScrollIndicator": .property("showsHorizontalScrollIndicator", .bool, omitted: "YES"),
        "showsVerticalScrollIndicator": .property("showsVerticalScrollIndicator", .bool, omitted: "YES"),
        "scrollEnabled": .property("isScrollEnabled", .bool, omitted: "YES"),
        "pagingEnabled": .property("isPagingEnabled", .bool, omitted: "NO"),
        "bounces": .property("bounces", .bool, omitted: "YES"),
        "alwaysBounceVertical": .property("alwaysBounceVertical", .bool, omitted: "NO"),
        "alwaysBounceHorizontal": .property("alwaysBounceHorizontal", .bool, omitted: "NO"),
        "bouncesZoom": .property("bouncesZoom", .bool, omitted: "YES"),
        "minimumZoomScale": .property("minimumZoomScale", .number, omitted: "1"),
        "maximumZoomScale": .property("maximumZoomScale", .number, omitted: "1"),
        "keyboardDismissMode": .property("keyboardDismissMode", .enumeration([:])),
        "contentInsetAdjustmentBehavior": .property("contentInsetAdjustmentBehavior", .enumeration([:])),
        "indicatorStyle": .property("indicatorStyle", .enumeration([:])),
        "delaysContentTouches": .property("delaysContentTouches", .bool, omitted: "YES"),
        "canCancelContentTouches": .property("canCancelContentTouches", .bool, omitted: "YES"),
        "directionalLockEnabled": .property("isDirectionalLockEnabled", .bool, omitted: "NO"),
        "scrollsToTop": .property("scrollsToTop", .bool, omitted: "YES"),
    ]

    static let table: [String: PropertyMapping] = [
        "style": .ignored, "dataMode": .ignored, // the initializer's argument; how the cells are made
        "separatorStyle": .property("separatorStyle", .enumeration(["default": "singleLine"]), omitted: "default"),
        "rowHeight": .property("rowHeight", .number),
        "estimatedRowHeight": .property("estimatedRowHeight", .number),
        "sectionHeaderHeight": .property("sectionHeaderHeight", .number),
        "sectionFooterHeight": .property("sectionFooterHeight", .number),
        "estimatedSectionHeaderHeight": .property("estimatedSectionHeaderHeight", .number),
        "estimatedSectionFooterHeight": .property("estimatedSectionFooterHeight", .number),
        "allowsSelection": .property("allowsSelection", .bool, omitted: "YES"),
        "allowsMultipleSelection": .property("allowsMultipleSelection", .bool, omitted: "NO"),
        "allowsSelectionDuringEditing": .property("allowsSelectionDuringEditing", .bool, omitted: "NO"),
        "allowsMultipleSelectionDuringEditing": .property("allowsMultipleSelectionDuringEditing", .bool, omitted: "NO"),
    ]

    static let collection: [String: PropertyMapping] = [
        "dataMode": .ignored, "prefetchingEnabled": .property("isPrefetchingEnabled", .bool, omitted: "YES"),
    ]

    static let cell: [String: PropertyMapping] = [
        "style": .ignored, "reuseIdentifier": .ignored, "rowHeight": .ignored, "hidesAccessoryWhenEditing": .ignored,
        // References to the cell's own labels and image view, which the style makes.
        "textLabel": .ignored, "detailTextLabel": .ignored, "imageView": .ignored,
        "selectionStyle": .property("selectionStyle", .enumeration(["blue": "blue", "gray": "gray", "none": "none", "default": "default"]), omitted: "default"),
        "accessoryType": .property("accessoryType", .enumeration([:]), omitted: "none"),
        "editingAccessoryType": .property("editingAccessoryType", .enumeration([:]), omitted: "none"),
        "indentationWidth": .property("indentationWidth", .number, omitted: "10"),
        "indentationLevel": .property("indentationLevel", .number, omitted: "0"),
        "shouldIndentWhileEditing": .property("shouldIndentWhileEditing", .bool, omitted: "YES"),
        "focusStyle": .property("focusStyle", .enumeration([:]), omitted: "default"),
        "preservesSuperviewLayoutMargins": .property("preservesSuperviewLayoutMargins", .bool),
    ]

    static let switchControl: [String: PropertyMapping] = ["on": .property("isOn", .bool, omitted: "NO")]

    static let slider: [String: PropertyMapping] = [
        "value": .property("value", .number), "minValue": .property("minimumValue", .number), "maxValue": .property("maximumValue", .number),
        "continuous": .property("isContinuous", .bool, omitted: "YES"),
        "minimumValueImage": .property("minimumValueImage", .image), "maximumValueImage": .property("maximumValueImage", .image),
    ]

    static let segmented: [String: PropertyMapping] = [
        "segmentControlStyle": .ignored,
        "selectedSegmentIndex": .property("selectedSegmentIndex", .number),
        "momentary": .property("isMomentary", .bool, omitted: "NO"),
        "apportionsSegmentWidthsByContent": .property("apportionsSegmentWidthsByContent", .bool, omitted: "NO"),
    ]

    static let activity: [String: PropertyMapping] = [
        "style": .ignored, // the initializer's argument
        "hidesWhenStopped": .property("hidesWhenStopped", .bool, omitted: "YES"),
        "animating": .statement(.bool) { $1 == "true" ? "\($0).startAnimating()" : "" },
    ]

    static let progress: [String: PropertyMapping] = [
        "progress": .property("progress", .number, omitted: "0"),
        "progressViewStyle": .property("progressViewStyle", .enumeration([:]), omitted: "default"),
    ]

    static let pageControl: [String: PropertyMapping] = [
        "numberOfPages": .property("numberOfPages", .number, omitted: "0"),
        "currentPage": .property("currentPage", .number, omitted: "0"),
        "hidesForSinglePage": .property("hidesForSinglePage", .bool, omitted: "NO"),
    ]

    static let stepper: [String: PropertyMapping] = [
        "value": .property("value", .number), "minimumValue": .property("minimumValue", .number),
        "maximumValue": .property("maximumValue", .number), "stepValue": .property("stepValue", .number),
        "autorepeat": .property("autorepeat", .bool, omitted: "YES"), "continuous": .property("isContinuous", .bool, omitted: "YES"),
        "wraps": .property("wraps", .bool, omitted: "NO"),
    ]

    static let datePicker: [String: PropertyMapping] = [
        "datePickerMode": .property("datePickerMode", .enumeration([:]), omitted: "dateAndTime"),
        "minuteInterval": .property("minuteInterval", .number, omitted: "1"),
        "style": .property("preferredDatePickerStyle", .enumeration([:])),
        "useCurrentDate": .ignored,
    ]

    static let searchBar: [String: PropertyMapping] = [
        "text": .ignored, "placeholder": .ignored, "prompt": .ignored,
        "searchBarStyle": .property("searchBarStyle", .enumeration([:]), omitted: "default"),
        "barStyle": .property("barStyle", .enumeration([:]), omitted: "default"),
        "showsCancelButton": .property("showsCancelButton", .bool, omitted: "NO"),
        "showsBookmarkButton": .property("showsBookmarkButton", .bool, omitted: "NO"),
        "showsScopeBar": .property("showsScopeBar", .bool, omitted: "NO"),
        "translucent": .property("isTranslucent", .bool),
    ]

    static let mapView: [String: PropertyMapping] = [
        "mapType": .property("mapType", .enumeration([:]), omitted: "standard"),
        "zoomEnabled": .property("isZoomEnabled", .bool, omitted: "YES"), "scrollEnabled": .property("isScrollEnabled", .bool, omitted: "YES"),
        "pitchEnabled": .property("isPitchEnabled", .bool, omitted: "YES"), "rotateEnabled": .property("isRotateEnabled", .bool, omitted: "YES"),
        "showsUserLocation": .property("showsUserLocation", .bool, omitted: "NO"), "showsBuildings": .property("showsBuildings", .bool),
        "showsPointsOfInterest": .ignored, "showsCompass": .property("showsCompass", .bool), "showsScale": .property("showsScale", .bool),
        "showsTraffic": .property("showsTraffic", .bool),
    ]

    static let bar: [String: PropertyMapping] = [
        "barStyle": .property("barStyle", .enumeration([:]), omitted: "default"),
        "translucent": .property("isTranslucent", .bool),
        "itemPositioning": .property("itemPositioning", .enumeration([:])),
    ]
}
