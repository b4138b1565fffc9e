import IBDocument

/// The card Interface Builder's canvas draws a page sheet as on an iPhone since Xcode 11: a
/// controller presented modally in UIKit's default style (automatic, which is a page sheet) is
/// shorter than the screen by the status bar, shows no status bar, and starts its content near
/// the card's top.
///
/// Each figure is read from the frames documents store; the corpus documents that show each row:
/// - the card's height, the screen's less the device's status bar: IBDecodable's
///   `StoryboardAttributes.storyboard` (Xcode 11, `retina4_7`, 647 of 667), GoMap's
///   `Display.storyboard` (Xcode 26, `retina6_1`, 848 of 896) and `MainStoryboard.storyboard`
///   (Xcode 26, `retina6_12`, 793 of 852);
/// - Xcode 26's top inset over a navigation controller's bar, 16: GoMap's `MainStoryboard.storyboard`
///   (two navigation controllers presented modally store their 54-point bar at y 16, and the
///   table below it at y 70 against the safe area);
/// - Xcode 26's top inset of a view with no simulated bar, the device's status bar: GoMap's
///   `Display.storyboard` (a navigation bar view held to the safe area's top stored at y 48);
/// - before Xcode 26 the corpus stores no sheet's inset, and UIKit's own figures are used: a
///   sheet's safe area starts at its top, and a navigation bar in a sheet is 56 points tall.
public struct SheetCard: Sendable, Equatable {
    /// The card's size.
    public var size: Size
    /// How far below the card's top its content (or the navigation bar over it) starts.
    public var top: Double
    /// How far the screen reaches above the card: the presenting screen shows there.
    public var gap: Double

    /// The card of a sheet on `device` as the Xcode of `toolsBuild` draws it, `navigationBar`
    /// saying whether a navigation controller's bar lies over its top; nil where the canvas
    /// draws no card (before Xcode 11, on an iPad or Mac, in landscape where sheets fill the screen).
    public init?(device: LayoutDevice, orientation: LayoutDevice.Orientation, toolsBuild: Int, navigationBar: Bool) {
        guard device.idiom == .phone, orientation == .portrait, toolsBuild >= XcodeBuilds.xcode11 else { return nil }
        let screen = device.screen(orientation), status = device.statusBar(orientation)
        gap = status
        size = Size(width: screen.width, height: screen.height - status)
        top = toolsBuild >= 24000 ? (navigationBar ? 16 : status) : 0
    }

    /// A navigation bar's height in a sheet where the document stores none: 56 before Xcode 26
    /// (UIKit's sheets), nil where it is the bar's usual height.
    static func navigationBarHeight(toolsBuild: Int) -> Double? {
        toolsBuild >= XcodeBuilds.xcode11 && toolsBuild < 24000 ? 56 : nil
    }

    /// Whether a `modalPresentationStyle` (nil where the document sets none) leaves UIKit's
    /// default page sheet: automatic, page sheet, or form sheet (a page sheet on an iPhone).
    static func isSheetStyle(_ style: String?) -> Bool {
        style.map { ["automatic", "pageSheet", "formSheet"].contains($0) } ?? true
    }
}
