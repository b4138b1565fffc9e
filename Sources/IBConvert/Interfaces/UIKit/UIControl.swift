// UIControl: the base class for controls, and its target-action recording.

/// The base class for controls, which are visual elements that convey a specific action or intention in response to user interactions.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol
open class UIControl: UIView {
    /// Recording: every target-action pair added, in order.
    var _ibkitTargets: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// A Boolean value indicating whether the control is in the enabled state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value indicating whether the control is in the selected state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected: Bool = false { didSet { _ibkitRecord("isSelected", isSelected) } }
    /// A Boolean value indicating whether the control draws a highlight.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted: Bool = false { didSet { _ibkitRecord("isHighlighted", isHighlighted) } }
    /// The horizontal alignment of content within the control's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.property
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { _ibkitRecord("contentHorizontalAlignment", contentHorizontalAlignment) }
    }
    /// The vertical alignment of content within the control's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.property
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { _ibkitRecord("contentVerticalAlignment", contentVerticalAlignment) }
    }
    /// The state of the control, specified as a bitmask value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Associates a target object and action method with the control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        _ibkitTargets.append((object, action, controlEvents))
    }

    /// Stops the delivery of events to the specified target object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        _ibkitTargets.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    /// Returns the actions performed on a target object when the specified event occurs.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/actions(fortarget:forcontrolevent:)
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        let names = _ibkitTargets.filter { $0.target === object && $0.events.contains(controlEvent) }
            .compactMap { _ibkitSelectorName($0.action) }
        return names.isEmpty ? nil : names
    }

    /// Returns all target objects associated with the control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/alltargets
    open var allTargets: Set<AnyHashable> {
        Set(_ibkitTargets.compactMap { $0.target as? AnyHashable })
    }

    /// Returns the events for which the control has associated actions.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/allcontrolevents
    open var allControlEvents: Event { _ibkitTargets.reduce([]) { $0.union($1.events) } }

    /// Calls the action methods associated with the specified events (nothing is sent here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: Event) {}
}
