// Recording: the part of the module that is not AppKit's API.
//
// Every object that code configures (views, windows, view controllers, menus and menu items,
// table columns, tab view items, toolbar items, gesture recognizers, constraints, layers,
// collection view layouts) keeps the properties the code SETS in `_ibkitProperties`,
// as `name -> canonical value` (see `_ibkitCanonical`).

/// An object that records the properties code sets on it.
public protocol _IBKitRecordable: AnyObject {
    /// Every property set so far, by Swift name (or setter key), as a canonical string.
    var _ibkitProperties: [String: String] { get set }
}

extension _IBKitRecordable {
    /// Records that the property `name` was set to `value`.
    public func _ibkitRecord(_ name: String, _ value: Any?) {
        _ibkitProperties[name] = _ibkitCanonical(value)
    }
}

/// A value with its own canonical text (enums whose case name is not enough, option sets, colors, fonts, ...).
public protocol _IBKitCanonical {
    /// The canonical text of the value.
    var _ibkitCanonicalText: String { get }
}

/// An option set whose canonical text is its member names joined by `|` in declaration order.
///
/// Members with no bits (`.none`, `.borderless`) are never named; a member whose bits are all in another
/// named member (`hourMinute` in `hourMinuteSecond`) is left out.
public protocol _IBKitNamedOptions: OptionSet, _IBKitCanonical {
    /// The single members of the set, in declaration order, with their Swift names.
    static var _ibkitNames: [(Self, String)] { get }
}

extension _IBKitNamedOptions {
    /// The member names joined by `|`, or `[]` when the set is empty.
    public var _ibkitCanonicalText: String {
        let present = Self._ibkitNames.filter { !$0.0.isEmpty && isSuperset(of: $0.0) }
        let names = present.filter { member in !present.contains { member.0.isStrictSubset(of: $0.0) } }.map { $0.1 }
        return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
}

/// An object that carries the module's recording storage and key-value coding recording.
///
/// AppKit-shaped classes that AppKit derives from `NSObject` and that record what code sets on them
/// (`NSResponder`, `NSMenu`, `NSMenuItem`, `NSTableColumn`, ...) derive from it.
open class _IBKitObject: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this object.
    public var _ibkitProperties: [String: String] = [:]

    /// Creates the object.
    public override init() { super.init() }

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

/// The canonical text of a number: integral values as integers, others as Swift's shortest description.
public func _ibkitNumber(_ value: Double) -> String {
    if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
        return String(Int64(value))
    }
    return value.description
}

/// The canonical text of a Float: integral values as integers, others as the Float's shortest description.
public func _ibkitNumber(_ value: Float) -> String {
    if value.isFinite && value == value.rounded() && abs(value) < 1e9 {
        return String(Int64(value))
    }
    return value.description
}

/// The canonical text of a CGFloat (as a Double).
public func _ibkitNumber(_ value: CGFloat) -> String { _ibkitNumber(Double(value)) }

/// Returns the canonical text of a recorded value.
///
/// nil → `nil`; Bool → `true`/`false`; integers → decimal; Float/Double/CGFloat → `17` or `17.5`;
/// String → itself; enums → the case name; option sets → member names joined by `|` (`[]` if empty);
/// colors, fonts, images, insets, geometry, priorities and identifiers → their documented forms;
/// views and other objects → `view`; Selector → its name; arrays → `[a,b]`.
public func _ibkitCanonical(_ value: Any?) -> String {
    guard let value = _ibkitUnwrap(value) else { return "nil" }
    switch value {
    case let v as _IBKitCanonical: return v._ibkitCanonicalText
    case let v as Bool: return v ? "true" : "false"
    case let v as String: return v
    case let v as Int: return String(v)
    case let v as Int32: return String(v)
    case let v as Int64: return String(v)
    case let v as UInt: return String(v)
    case let v as UInt32: return String(v)
    case let v as Float: return _ibkitNumber(v)
    case let v as Double: return _ibkitNumber(v)
    case let v as CGFloat: return _ibkitNumber(v)
    case let v as CGRect:
        return "{\(_ibkitNumber(v.origin.x)),\(_ibkitNumber(v.origin.y)),\(_ibkitNumber(v.size.width)),\(_ibkitNumber(v.size.height))}"
    case let v as CGSize: return "{\(_ibkitNumber(v.width)),\(_ibkitNumber(v.height))}"
    case let v as CGPoint: return "{\(_ibkitNumber(v.x)),\(_ibkitNumber(v.y))}"
    case let v as NSEdgeInsets:
        return "{\(_ibkitNumber(v.top)),\(_ibkitNumber(v.left)),\(_ibkitNumber(v.bottom)),\(_ibkitNumber(v.right))}"
    case let v as Selector: return _ibkitSelectorName(v) ?? "nil"
    case let v as NSAttributedString: return "attributed(\(v.string))"
    case let v as NSSortDescriptor: return _ibkitSortText(v)
    case let v as Date: return "date(\(_ibkitNumber(v.timeIntervalSinceReferenceDate)))"
    case let v as Locale: return "locale(\(v.identifier))"
    case let v as TimeZone: return "timeZone(\(v.identifier))"
    case let v as URL: return v.absoluteString
    case let v as [Any]: return "[" + v.map { _ibkitCanonical($0) }.joined(separator: ",") + "]"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum { return String(describing: value) }
    if mirror.displayStyle == .class || type(of: value) is AnyClass { return "view" }
    return String(describing: value)
}

/// Unwraps any depth of optionals; nil if the innermost value is nil.
func _ibkitUnwrap(_ value: Any?) -> Any? {
    guard let value = value else { return nil }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let child = mirror.children.first else { return nil }
        return _ibkitUnwrap(child.value)
    }
    return value
}

/// The object a target parameter names (nil when the parameter is nil).
func _ibkitObject(_ value: Any?) -> AnyObject? {
    _ibkitUnwrap(value).map { $0 as AnyObject }
}

/// The canonical text of a sort descriptor: `sort(<key>,ascending)` or `sort(<key>,descending)`.
func _ibkitSortText(_ descriptor: NSSortDescriptor) -> String {
    #if canImport(ObjectiveC)
    let key = descriptor.key ?? "nil"
    #else
    let key = String(describing: descriptor.keyPath)
    #endif
    return "sort(\(key),\(descriptor.ascending ? "ascending" : "descending"))"
}
