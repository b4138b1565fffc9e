// NSSharingServicePickerDelegate: the delegate protocol of the share picker (no picker class here).

/// A set of optional methods a sharing service picker's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssharingservicepickerdelegate
public protocol NSSharingServicePickerDelegate: AnyObject {}
