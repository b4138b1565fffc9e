// UIColor: the standard and system (semantic) colors as class properties.

extension UIColor {
    /// A color object in the sRGB color space with a grayscale value of 0.0 and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/black
    public class var black: UIColor { UIColor(_ibkitCanonical: "system(blackColor)") }
    /// A color object with grayscale and alpha values that are both 1/3.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/darkgray
    public class var darkGray: UIColor { UIColor(_ibkitCanonical: "system(darkGrayColor)") }
    /// A color object with a grayscale value of 2/3 and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/lightgray
    public class var lightGray: UIColor { UIColor(_ibkitCanonical: "system(lightGrayColor)") }
    /// A color object with grayscale and alpha values that are both 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/white
    public class var white: UIColor { UIColor(_ibkitCanonical: "system(whiteColor)") }
    /// A color object with a grayscale value of 0.5 and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/gray
    public class var gray: UIColor { UIColor(_ibkitCanonical: "system(grayColor)") }
    /// A color object with RGB values of 1.0, 0.0, and 0.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/red
    public class var red: UIColor { UIColor(_ibkitCanonical: "system(redColor)") }
    /// A color object with RGB values of 0.0, 1.0, and 0.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/green
    public class var green: UIColor { UIColor(_ibkitCanonical: "system(greenColor)") }
    /// A color object with RGB values of 0.0, 0.0, and 1.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/blue
    public class var blue: UIColor { UIColor(_ibkitCanonical: "system(blueColor)") }
    /// A color object with RGB values of 0.0, 1.0, and 1.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/cyan
    public class var cyan: UIColor { UIColor(_ibkitCanonical: "system(cyanColor)") }
    /// A color object with RGB values of 1.0, 1.0, and 0.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/yellow
    public class var yellow: UIColor { UIColor(_ibkitCanonical: "system(yellowColor)") }
    /// A color object with RGB values of 1.0, 0.0, and 1.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/magenta
    public class var magenta: UIColor { UIColor(_ibkitCanonical: "system(magentaColor)") }
    /// A color object with RGB values of 1.0, 0.5, and 0.0, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/orange
    public class var orange: UIColor { UIColor(_ibkitCanonical: "system(orangeColor)") }
    /// A color object with RGB values of 0.5, 0.0, and 0.5, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/purple
    public class var purple: UIColor { UIColor(_ibkitCanonical: "system(purpleColor)") }
    /// A color object with RGB values of 0.6, 0.4, and 0.2, and an alpha value of 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/brown
    public class var brown: UIColor { UIColor(_ibkitCanonical: "system(brownColor)") }
    /// A color object with grayscale and alpha values that are both 0.0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/clear
    public class var clear: UIColor { UIColor(_ibkitCanonical: "system(clearColor)") }
    /// The color for text labels that contain primary content, on a light background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/darktext
    public class var darkText: UIColor { UIColor(_ibkitCanonical: "system(darkTextColor)") }
    /// The color for text labels that contain primary content, on a dark background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/lighttext
    public class var lightText: UIColor { UIColor(_ibkitCanonical: "system(lightTextColor)") }
    /// The color for the background of a grouped table (deprecated; use systemGroupedBackground).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/grouptableviewbackground
    public class var groupTableViewBackground: UIColor { UIColor(_ibkitCanonical: "system(groupTableViewBackgroundColor)") }
    /// The textured background color of a scroll view (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/scrollviewtexturedbackground
    public class var scrollViewTexturedBackground: UIColor { UIColor(_ibkitCanonical: "system(scrollViewTexturedBackgroundColor)") }
    /// The color for text labels that contain primary content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/label
    public class var label: UIColor { UIColor(_ibkitCanonical: "system(labelColor)") }
    /// The color for text labels that contain secondary content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    public class var secondaryLabel: UIColor { UIColor(_ibkitCanonical: "system(secondaryLabelColor)") }
    /// The color for text labels that contain tertiary content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    public class var tertiaryLabel: UIColor { UIColor(_ibkitCanonical: "system(tertiaryLabelColor)") }
    /// The color for text labels that contain quaternary content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
    public class var quaternaryLabel: UIColor { UIColor(_ibkitCanonical: "system(quaternaryLabelColor)") }
    /// The specified color for links.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/link
    public class var link: UIColor { UIColor(_ibkitCanonical: "system(linkColor)") }
    /// The color for placeholder text in controls or text views.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    public class var placeholderText: UIColor { UIColor(_ibkitCanonical: "system(placeholderTextColor)") }
    /// The color for thin borders or divider lines that allows some underlying content to be visible.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/separator
    public class var separator: UIColor { UIColor(_ibkitCanonical: "system(separatorColor)") }
    /// The color for borders or divider lines that hides any underlying content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
    public class var opaqueSeparator: UIColor { UIColor(_ibkitCanonical: "system(opaqueSeparatorColor)") }
    /// The color for the main background of your interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    public class var systemBackground: UIColor { UIColor(_ibkitCanonical: "system(systemBackgroundColor)") }
    /// The color for content layered on top of the main background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    public class var secondarySystemBackground: UIColor { UIColor(_ibkitCanonical: "system(secondarySystemBackgroundColor)") }
    /// The color for content layered on top of secondary backgrounds.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
    public class var tertiarySystemBackground: UIColor { UIColor(_ibkitCanonical: "system(tertiarySystemBackgroundColor)") }
    /// The color for the main background of your grouped interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
    public class var systemGroupedBackground: UIColor { UIColor(_ibkitCanonical: "system(systemGroupedBackgroundColor)") }
    /// The color for content layered on top of the main background of your grouped interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
    public class var secondarySystemGroupedBackground: UIColor { UIColor(_ibkitCanonical: "system(secondarySystemGroupedBackgroundColor)") }
    /// The color for content layered on top of secondary backgrounds of your grouped interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(_ibkitCanonical: "system(tertiarySystemGroupedBackgroundColor)") }
    /// An overlay fill color for thin and small shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemfill
    public class var systemFill: UIColor { UIColor(_ibkitCanonical: "system(systemFillColor)") }
    /// An overlay fill color for medium-size shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
    public class var secondarySystemFill: UIColor { UIColor(_ibkitCanonical: "system(secondarySystemFillColor)") }
    /// An overlay fill color for large shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
    public class var tertiarySystemFill: UIColor { UIColor(_ibkitCanonical: "system(tertiarySystemFillColor)") }
    /// An overlay fill color for large areas that contain complex content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
    public class var quaternarySystemFill: UIColor { UIColor(_ibkitCanonical: "system(quaternarySystemFillColor)") }
    /// A blue color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemblue
    public class var systemBlue: UIColor { UIColor(_ibkitCanonical: "system(systemBlueColor)") }
    /// A green color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    public class var systemGreen: UIColor { UIColor(_ibkitCanonical: "system(systemGreenColor)") }
    /// An indigo color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    public class var systemIndigo: UIColor { UIColor(_ibkitCanonical: "system(systemIndigoColor)") }
    /// An orange color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemorange
    public class var systemOrange: UIColor { UIColor(_ibkitCanonical: "system(systemOrangeColor)") }
    /// A pink color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systempink
    public class var systemPink: UIColor { UIColor(_ibkitCanonical: "system(systemPinkColor)") }
    /// A purple color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systempurple
    public class var systemPurple: UIColor { UIColor(_ibkitCanonical: "system(systemPurpleColor)") }
    /// A red color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemred
    public class var systemRed: UIColor { UIColor(_ibkitCanonical: "system(systemRedColor)") }
    /// A teal color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemteal
    public class var systemTeal: UIColor { UIColor(_ibkitCanonical: "system(systemTealColor)") }
    /// A yellow color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    public class var systemYellow: UIColor { UIColor(_ibkitCanonical: "system(systemYellowColor)") }
    /// A brown color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systembrown
    public class var systemBrown: UIColor { UIColor(_ibkitCanonical: "system(systemBrownColor)") }
    /// A mint color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemmint
    public class var systemMint: UIColor { UIColor(_ibkitCanonical: "system(systemMintColor)") }
    /// A cyan color that automatically adapts to the current trait environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    public class var systemCyan: UIColor { UIColor(_ibkitCanonical: "system(systemCyanColor)") }
    /// The base gray color.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray
    public class var systemGray: UIColor { UIColor(_ibkitCanonical: "system(systemGrayColor)") }
    /// A second-level shade of gray that adapts to the environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray2
    public class var systemGray2: UIColor { UIColor(_ibkitCanonical: "system(systemGray2Color)") }
    /// A third-level shade of gray that adapts to the environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray3
    public class var systemGray3: UIColor { UIColor(_ibkitCanonical: "system(systemGray3Color)") }
    /// A fourth-level shade of gray that adapts to the environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray4
    public class var systemGray4: UIColor { UIColor(_ibkitCanonical: "system(systemGray4Color)") }
    /// A fifth-level shade of gray that adapts to the environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    public class var systemGray5: UIColor { UIColor(_ibkitCanonical: "system(systemGray5Color)") }
    /// A sixth-level shade of gray that adapts to the environment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/systemgray6
    public class var systemGray6: UIColor { UIColor(_ibkitCanonical: "system(systemGray6Color)") }
    /// A color that represents the tint color inherited from the view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    public class var tintColor: UIColor { UIColor(_ibkitCanonical: "system(tintColor)") }
}
