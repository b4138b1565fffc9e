// NSSegmentedControl: a row of segments, each like a button.

/// Display one or more buttons in a single horizontal group.
///
/// Recording: per-segment settings are the view's properties `segment[<i>].label`, `.image`, `.width`,
/// `.selected`, `.enabled`, `.tag`, `.toolTip`, `.imageScaling`, `.menu`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol
open class NSSegmentedControl: NSControl {
    struct _IBKitSegment {
        var label: String?
        var image: NSImage?
        var width: CGFloat = 0
        var selected = false
        var enabled = true
        var tag = 0
        var toolTip: String?
        var imageScaling: NSImageScaling = .scaleProportionallyDown
        var menu: NSMenu?
    }
    var _ibkitSegments: [_IBKitSegment] = []

    override func _ibkitMakeCell() -> NSCell? { NSSegmentedCell() }

    /// Creates a standard segmented control containing one segment for each of the provided labels.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/init(labels:trackingmode:target:action:)
    public convenience init(labels: [String], trackingMode: NSSegmentedControl.SwitchTracking, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        segmentCount = labels.count
        for (index, label) in labels.enumerated() { setLabel(label, forSegment: index) }
        _ibkitSet(trackingMode: trackingMode)
        self.target = _ibkitObject(target)
        self.action = action
    }
    /// Creates a standard segmented control containing one segment for each of the provided images.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/init(images:trackingmode:target:action:)
    public convenience init(images: [NSImage], trackingMode: NSSegmentedControl.SwitchTracking, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        segmentCount = images.count
        for (index, image) in images.enumerated() { setImage(image, forSegment: index) }
        _ibkitSet(trackingMode: trackingMode)
        self.target = _ibkitObject(target)
        self.action = action
    }

    func _ibkitSet(trackingMode: NSSegmentedControl.SwitchTracking) { self.trackingMode = trackingMode }

    /// Records `segment[<i>].<key>` and stores the change when the segment exists.
    func _ibkitSegment(_ index: Int, _ key: String, _ value: Any?, _ change: (inout _IBKitSegment) -> Void) {
        guard _ibkitSegments.indices.contains(index) else { return }
        change(&_ibkitSegments[index])
        _ibkitRecord("segment[\(index)].\(key)", value)
    }

    /// The number of segments in the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentcount
    open var segmentCount: Int {
        get { _ibkitSegments.count }
        set {
            let count = max(0, newValue)
            if count < _ibkitSegments.count {
                _ibkitSegments.removeLast(_ibkitSegments.count - count)
                for key in _ibkitProperties.keys where key.hasPrefix("segment[") {
                    let index = key.dropFirst("segment[".count).prefix { $0 != "]" }
                    if let index = Int(index), index >= count { _ibkitProperties[key] = nil }
                }
            } else {
                _ibkitSegments += Array(repeating: _IBKitSegment(), count: count - _ibkitSegments.count)
            }
            _ibkitRecord("segmentCount", count)
        }
    }
    /// Sets the label for the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setlabel(_:forsegment:)
    open func setLabel(_ label: String, forSegment segment: Int) { _ibkitSegment(segment, "label", label) { $0.label = label } }
    /// Returns the label of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/label(forsegment:)
    open func label(forSegment segment: Int) -> String? { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].label : nil }
    /// Sets the image for the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setimage(_:forsegment:)
    open func setImage(_ image: NSImage?, forSegment segment: Int) { _ibkitSegment(segment, "image", image) { $0.image = image } }
    /// Returns the image associated with the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/image(forsegment:)
    open func image(forSegment segment: Int) -> NSImage? { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].image : nil }
    /// Sets the width of the specified segment (0 sizes it to fit).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setwidth(_:forsegment:)
    open func setWidth(_ width: CGFloat, forSegment segment: Int) { _ibkitSegment(segment, "width", width) { $0.width = width } }
    /// Returns the width of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/width(forsegment:)
    open func width(forSegment segment: Int) -> CGFloat { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].width : 0 }
    /// Sets the selection state of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setselected(_:forsegment:)
    open func setSelected(_ selected: Bool, forSegment segment: Int) {
        if selected && trackingMode == .selectOne {
            for index in _ibkitSegments.indices where index != segment && _ibkitSegments[index].selected {
                _ibkitSegment(index, "selected", false) { $0.selected = false }
            }
        }
        _ibkitSegment(segment, "selected", selected) { $0.selected = selected }
    }
    /// Returns a Boolean value indicating whether the specified segment is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/isselected(forsegment:)
    open func isSelected(forSegment segment: Int) -> Bool { _ibkitSegments.indices.contains(segment) && _ibkitSegments[segment].selected }
    /// Sets the enabled state of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setenabled(_:forsegment:)
    open func setEnabled(_ enabled: Bool, forSegment segment: Int) { _ibkitSegment(segment, "enabled", enabled) { $0.enabled = enabled } }
    /// Returns a Boolean value indicating whether the specified segment is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/isenabled(forsegment:)
    open func isEnabled(forSegment segment: Int) -> Bool { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].enabled : false }
    /// Sets the tooltip for the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/settooltip(_:forsegment:)
    open func setToolTip(_ toolTip: String?, forSegment segment: Int) { _ibkitSegment(segment, "toolTip", toolTip) { $0.toolTip = toolTip } }
    /// Returns the tooltip of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/tooltip(forsegment:)
    open func toolTip(forSegment segment: Int) -> String? { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].toolTip : nil }
    /// Sets the tag of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/settag(_:forsegment:)
    open func setTag(_ tag: Int, forSegment segment: Int) { _ibkitSegment(segment, "tag", tag) { $0.tag = tag } }
    /// Returns the tag of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/tag(forsegment:)
    open func tag(forSegment segment: Int) -> Int { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].tag : 0 }
    /// Sets the scaling mode for the image of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setimagescaling(_:forsegment:)
    open func setImageScaling(_ scaling: NSImageScaling, forSegment segment: Int) {
        _ibkitSegment(segment, "imageScaling", scaling) { $0.imageScaling = scaling }
    }
    /// Returns the scaling mode of the image of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/imagescaling(forsegment:)
    open func imageScaling(forSegment segment: Int) -> NSImageScaling {
        _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].imageScaling : .scaleProportionallyDown
    }
    /// Sets the menu of the specified segment (recorded as the menu's title).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setmenu(_:forsegment:)
    open func setMenu(_ menu: NSMenu?, forSegment segment: Int) { _ibkitSegment(segment, "menu", menu?.title) { $0.menu = menu } }
    /// Returns the menu of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/menu(forsegment:)
    open func menu(forSegment segment: Int) -> NSMenu? { _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].menu : nil }

    /// The index of the selected segment, or -1 if no segment is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegment
    open var selectedSegment: Int {
        get { _ibkitSegments.lastIndex { $0.selected } ?? -1 }
        set {
            if trackingMode == .selectOne {
                for index in _ibkitSegments.indices { _ibkitSegments[index].selected = index == newValue }
            } else if _ibkitSegments.indices.contains(newValue) {
                _ibkitSegments[newValue].selected = true
            }
            _ibkitRecord("selectedSegment", newValue)
        }
    }
    /// Selects the segment with the specified tag.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectsegment(withtag:)
    @discardableResult
    open func selectSegment(withTag tag: Int) -> Bool {
        guard let index = _ibkitSegments.firstIndex(where: { $0.tag == tag }) else { return false }
        selectedSegment = index
        return true
    }
    /// The type of tracking behavior the control exhibits.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/trackingmode
    open var trackingMode: NSSegmentedControl.SwitchTracking = .selectOne { didSet { _ibkitRecord("trackingMode", trackingMode) } }
    /// The visual style used to display the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentstyle
    open var segmentStyle: NSSegmentedControl.Style = .automatic { didSet { _ibkitRecord("segmentStyle", segmentStyle) } }
    /// The manner in which the control distributes its segments.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentdistribution
    open var segmentDistribution: NSSegmentedControl.Distribution = .fit {
        didSet { _ibkitRecord("segmentDistribution", segmentDistribution) }
    }
    /// The color of the selected segment's bezel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegmentbezelcolor
    open var selectedSegmentBezelColor: NSColor? { didSet { _ibkitRecord("selectedSegmentBezelColor", selectedSegmentBezelColor) } }
    /// A Boolean value that indicates whether spring loading is enabled for the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/isspringloaded
    open var isSpringLoaded: Bool = false { didSet { _ibkitRecord("isSpringLoaded", isSpringLoaded) } }
}
