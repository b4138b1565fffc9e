// UITableViewCell nested types.

extension UITableViewCell {
    /// An enumeration for the various styles of cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int {
        /// A simple style for a cell with a text label (black and left-aligned) and an optional image view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
        case `default` = 0
        /// A style for a cell with a label on the left side of the cell with left-aligned and black text; on the right side is a label that has smaller blue text and is right-aligned.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1
        case value1 = 1
        /// A style for a cell with a label on the left side of the cell with text that is right-aligned and blue; on the right side of the cell is another label with smaller text that is left-aligned and black.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2
        case value2 = 2
        /// A style for a cell with a left-aligned label across the top and a left-aligned label below it in smaller gray text.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
        case subtitle = 3
    }

    /// Constants for the type of standard accessory control used by a cell.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int {
        /// No accessory view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none
        case none = 0
        /// A chevron-shaped control for presenting new content.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator
        case disclosureIndicator = 1
        /// An information button and a disclosure (chevron) control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detaildisclosurebutton
        case detailDisclosureButton = 2
        /// A checkmark image.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark
        case checkmark = 3
        /// An information button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton
        case detailButton = 4
    }

    /// The style of selected cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    public enum SelectionStyle: Int {
        /// The cell has no distinct style for when it's selected.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none
        case none = 0
        /// The cell has a default background color when selected.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/blue
        case blue = 1
        /// The cell has a gray background when selected.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/gray
        case gray = 2
        /// The cell has a default background color when selected.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default
        case `default` = 3
    }

    /// The style for cells used as separators.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
    public enum SeparatorStyle: Int {
        /// The separator cell has no distinct style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/none
        case none = 0
        /// The separator cell has a single line running across its width.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singleline
        case singleLine = 1
        /// The separator cell has double lines running across its width, giving it an etched look.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singlelineetched
        case singleLineEtched = 2
    }

    /// Constants that specify the appearance of a cell when focused.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/focusstyle-swift.enum
    public enum FocusStyle: Int {
        /// The cell's default focus appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/focusstyle-swift.enum/default
        case `default` = 0
        /// A custom focus appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/focusstyle-swift.enum/custom
        case custom = 1
    }
}
