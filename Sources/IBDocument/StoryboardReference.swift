/// A storyboard reference: a scene that stands for a controller in another storyboard (or another
/// scene of this one), written `viewControllerPlaceholder` (or `controllerPlaceholder` on watchOS/macOS).
public struct StoryboardReference: Hashable {
    /// The reference as a generic object.
    public let object: IBObject

    /// The referenced storyboard's name, without extension; nil means this storyboard.
    public var storyboardName: String? { object.attribute("storyboardName") }
    /// The storyboard ID of the referenced controller; nil means the storyboard's initial controller.
    public var referencedIdentifier: String? { object.attribute("referencedIdentifier") }
    /// The bundle the referenced storyboard lives in; nil means the main bundle.
    public var bundleIdentifier: String? { object.attribute("bundleIdentifier") }
}
