import IBDocument

extension IBObject {
    /// The view that holds this one in the layout: its superview, the view whose content view it
    /// is, or the grid view whose cell places it (the document nests that one in the cell, which
    /// is not a view).
    public var layoutSuperview: IBObject? {
        guard let parent else { return nil }
        return parent.elementName == "gridCell" && key == "contentView" ? parent.parent : parent
    }
}
