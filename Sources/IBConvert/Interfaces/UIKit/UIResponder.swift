// UIResponder, the root of views and view controllers, and key-value coding recording.

/// An abstract interface for responding to and handling events.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder
open class UIResponder: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this object.
    public var _ibkitProperties: [String: String] = [:]

    /// Creates a responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/init()
    public override init() { super.init() }

    #if !canImport(ObjectiveC)
    /// Returns a Boolean value that indicates whether the receiver implements or inherits a method
    /// that can respond to a specified message. Without an Objective-C runtime no method is found
    /// by name: a class answers for the selectors `_IBKitRecording.respondingSelectors` gives it.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool {
        _IBKitRecording.respondingSelectors["\(type(of: self))"]?.contains(_ibkitSelectorName(aSelector) ?? "") ?? false
    }
    /// Sends a message to the receiver with an object as the argument (recorded as `perform`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:)
    @discardableResult
    open func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        _IBKitRecording.callLog.append("perform \(type(of: self)) \(_ibkitSelectorName(aSelector) ?? "")")
        return nil
    }
    #endif

    /// Returns the next responder in the responder chain, or nil if there is no next responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { nil }

    /// Returns a Boolean value indicating whether this object can become the first responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { false }

    /// Returns a Boolean value indicating whether this object is the first responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { _ibkitIsFirstResponder }
    var _ibkitIsFirstResponder = false

    /// Asks UIKit to make this object the first responder in its window.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool { _ibkitIsFirstResponder = true; return true }

    /// Notifies this object that it has been asked to relinquish its status as first responder in its window.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult
    open func resignFirstResponder() -> Bool { _ibkitIsFirstResponder = false; return true }

    #if canImport(ObjectiveC)
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open override func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #else
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #endif
}

/// An object that manages image-based content and allows you to perform animations on that content.
///
/// Minimal: only the properties that interface documents set through `layer.` key paths.
/// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this layer.
    public var _ibkitProperties: [String: String] = [:]

    /// Returns an initialized layer object.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() { super.init() }

    /// The radius to use when drawing rounded corners for the layer's background.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0 { didSet { _ibkitRecord("cornerRadius", cornerRadius) } }
    /// A Boolean indicating whether sublayers are clipped to the layer's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds: Bool = false { didSet { _ibkitRecord("masksToBounds", masksToBounds) } }
    /// The width of the layer's border.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0 { didSet { _ibkitRecord("borderWidth", borderWidth) } }
    /// The opacity of the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float = 0 { didSet { _ibkitRecord("shadowOpacity", shadowOpacity) } }
    /// The blur radius (in points) used to render the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat = 3 { didSet { _ibkitRecord("shadowRadius", shadowRadius) } }
    /// The offset (in points) of the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3) { didSet { _ibkitRecord("shadowOffset", shadowOffset) } }

    #if canImport(ObjectiveC)
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open override func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #else
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #endif
}
