// NSColorList: named color catalogs.

/// An ordered list of color objects, identified by keys (here: only its name type, for catalog colors).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorlist
open class NSColorList: NSObject {
    /// The type of a color list's name.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorlist/name-swift.typealias
    public typealias Name = String
}
