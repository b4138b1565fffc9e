// NSColor: the standard, system (semantic) and adaptable colors as class properties.
//
// Recording: `system(<Objective-C catalog name>)`: the method name, plus `Color` where AppKit's has it
// (`system(labelColor)`, `system(systemBlueColor)`, `system(blackColor)`).

extension NSColor {
    /// The primary color to use for text labels.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/labelcolor
    public class var labelColor: NSColor { NSColor(_ibkitCanonical: "system(labelColor)") }
    /// The secondary color to use for text labels.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor
    public class var secondaryLabelColor: NSColor { NSColor(_ibkitCanonical: "system(secondaryLabelColor)") }
    /// The tertiary color to use for text labels.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/tertiarylabelcolor
    public class var tertiaryLabelColor: NSColor { NSColor(_ibkitCanonical: "system(tertiaryLabelColor)") }
    /// The quaternary color to use for text labels and separators.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/quaternarylabelcolor
    public class var quaternaryLabelColor: NSColor { NSColor(_ibkitCanonical: "system(quaternaryLabelColor)") }
    /// The color to use for text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/textcolor
    public class var textColor: NSColor { NSColor(_ibkitCanonical: "system(textColor)") }
    /// The color to use for placeholder text in controls or text views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/placeholdertextcolor
    public class var placeholderTextColor: NSColor { NSColor(_ibkitCanonical: "system(placeholderTextColor)") }
    /// The color to use for selected text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedtextcolor
    public class var selectedTextColor: NSColor { NSColor(_ibkitCanonical: "system(selectedTextColor)") }
    /// The color to use for the background area behind text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/textbackgroundcolor
    public class var textBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(textBackgroundColor)") }
    /// The color to use for the background of selected text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedtextbackgroundcolor
    public class var selectedTextBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(selectedTextBackgroundColor)") }
    /// The color to use for the keyboard focus ring around controls.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/keyboardfocusindicatorcolor
    public class var keyboardFocusIndicatorColor: NSColor { NSColor(_ibkitCanonical: "system(keyboardFocusIndicatorColor)") }
    /// The color to use for selected text in an unemphasized context.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/unemphasizedselectedtextcolor
    public class var unemphasizedSelectedTextColor: NSColor { NSColor(_ibkitCanonical: "system(unemphasizedSelectedTextColor)") }
    /// The color to use for the text background in an unemphasized context.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/unemphasizedselectedtextbackgroundcolor
    public class var unemphasizedSelectedTextBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(unemphasizedSelectedTextBackgroundColor)") }
    /// The color to use for links.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/linkcolor
    public class var linkColor: NSColor { NSColor(_ibkitCanonical: "system(linkColor)") }
    /// The color to use for separators between different sections of content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/separatorcolor
    public class var separatorColor: NSColor { NSColor(_ibkitCanonical: "system(separatorColor)") }
    /// The color to use for the background of selected and emphasized content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedcontentbackgroundcolor
    public class var selectedContentBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(selectedContentBackgroundColor)") }
    /// The color to use for selected and unemphasized content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/unemphasizedselectedcontentbackgroundcolor
    public class var unemphasizedSelectedContentBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(unemphasizedSelectedContentBackgroundColor)") }
    /// The color to use for the text in menu items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedmenuitemtextcolor
    public class var selectedMenuItemTextColor: NSColor { NSColor(_ibkitCanonical: "system(selectedMenuItemTextColor)") }
    /// The color to use for the optional gridlines, such as those in a table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/gridcolor
    public class var gridColor: NSColor { NSColor(_ibkitCanonical: "system(gridColor)") }
    /// The color to use for text in header cells in table views and outline views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/headertextcolor
    public class var headerTextColor: NSColor { NSColor(_ibkitCanonical: "system(headerTextColor)") }
    /// The user's current accent color preference.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlaccentcolor
    public class var controlAccentColor: NSColor { NSColor(_ibkitCanonical: "system(controlAccentColor)") }
    /// The color to use for the flat surfaces of a control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlcolor
    public class var controlColor: NSColor { NSColor(_ibkitCanonical: "system(controlColor)") }
    /// The color to use for the background of large controls, such as scroll views or table views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlbackgroundcolor
    public class var controlBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(controlBackgroundColor)") }
    /// The color to use for text on enabled controls.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controltextcolor
    public class var controlTextColor: NSColor { NSColor(_ibkitCanonical: "system(controlTextColor)") }
    /// The color to use for text on disabled controls.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/disabledcontroltextcolor
    public class var disabledControlTextColor: NSColor { NSColor(_ibkitCanonical: "system(disabledControlTextColor)") }
    /// The color to use for the face of a selected control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedcontrolcolor
    public class var selectedControlColor: NSColor { NSColor(_ibkitCanonical: "system(selectedControlColor)") }
    /// The color to use for text in a selected control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedcontroltextcolor
    public class var selectedControlTextColor: NSColor { NSColor(_ibkitCanonical: "system(selectedControlTextColor)") }
    /// The color to use for text in a selected control that's in an emphasized state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/alternateselectedcontroltextcolor
    public class var alternateSelectedControlTextColor: NSColor { NSColor(_ibkitCanonical: "system(alternateSelectedControlTextColor)") }
    /// The patterned color to use for the background of a scrubber control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/scrubbertexturedbackground
    public class var scrubberTexturedBackground: NSColor { NSColor(_ibkitCanonical: "system(scrubberTexturedBackgroundColor)") }
    /// The color to use for the window background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/windowbackgroundcolor
    public class var windowBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(windowBackgroundColor)") }
    /// The color to use for text in a window's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/windowframetextcolor
    public class var windowFrameTextColor: NSColor { NSColor(_ibkitCanonical: "system(windowFrameTextColor)") }
    /// The color to use in the area beneath your window's views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/underpagebackgroundcolor
    public class var underPageBackgroundColor: NSColor { NSColor(_ibkitCanonical: "system(underPageBackgroundColor)") }
    /// The highlight color to use for the bubble that shows inline search result values.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/findhighlightcolor
    public class var findHighlightColor: NSColor { NSColor(_ibkitCanonical: "system(findHighlightColor)") }
    /// The color to use as a virtual light source on the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/highlightcolor
    public class var highlightColor: NSColor { NSColor(_ibkitCanonical: "system(highlightColor)") }
    /// The color to use for virtual shadows cast by raised objects on the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/shadowcolor
    public class var shadowColor: NSColor { NSColor(_ibkitCanonical: "system(shadowColor)") }
    /// A blue color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemblue
    public class var systemBlue: NSColor { NSColor(_ibkitCanonical: "system(systemBlueColor)") }
    /// A brown color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systembrown
    public class var systemBrown: NSColor { NSColor(_ibkitCanonical: "system(systemBrownColor)") }
    /// A gray color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemgray
    public class var systemGray: NSColor { NSColor(_ibkitCanonical: "system(systemGrayColor)") }
    /// A green color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemgreen
    public class var systemGreen: NSColor { NSColor(_ibkitCanonical: "system(systemGreenColor)") }
    /// An indigo color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemindigo
    public class var systemIndigo: NSColor { NSColor(_ibkitCanonical: "system(systemIndigoColor)") }
    /// An orange color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemorange
    public class var systemOrange: NSColor { NSColor(_ibkitCanonical: "system(systemOrangeColor)") }
    /// A pink color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systempink
    public class var systemPink: NSColor { NSColor(_ibkitCanonical: "system(systemPinkColor)") }
    /// A purple color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systempurple
    public class var systemPurple: NSColor { NSColor(_ibkitCanonical: "system(systemPurpleColor)") }
    /// A red color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemred
    public class var systemRed: NSColor { NSColor(_ibkitCanonical: "system(systemRedColor)") }
    /// A teal color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemteal
    public class var systemTeal: NSColor { NSColor(_ibkitCanonical: "system(systemTealColor)") }
    /// A yellow color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemyellow
    public class var systemYellow: NSColor { NSColor(_ibkitCanonical: "system(systemYellowColor)") }
    /// A mint color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemmint
    public class var systemMint: NSColor { NSColor(_ibkitCanonical: "system(systemMintColor)") }
    /// A cyan color that automatically adapts to vibrancy and accessibility settings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemcyan
    public class var systemCyan: NSColor { NSColor(_ibkitCanonical: "system(systemCyanColor)") }
    /// An overlay fill color for thin and small shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/systemfill
    public class var systemFill: NSColor { NSColor(_ibkitCanonical: "system(systemFillColor)") }
    /// An overlay fill color for medium-size shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/secondarysystemfill
    public class var secondarySystemFill: NSColor { NSColor(_ibkitCanonical: "system(secondarySystemFillColor)") }
    /// An overlay fill color for large shapes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/tertiarysystemfill
    public class var tertiarySystemFill: NSColor { NSColor(_ibkitCanonical: "system(tertiarySystemFillColor)") }
    /// An overlay fill color for large areas that contain complex content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/quaternarysystemfill
    public class var quaternarySystemFill: NSColor { NSColor(_ibkitCanonical: "system(quaternarySystemFillColor)") }
    /// A color object whose grayscale value is 0.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/black
    public class var black: NSColor { NSColor(_ibkitCanonical: "system(blackColor)") }
    /// A color object whose RGB value is 0.0, 0.0, 1.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/blue
    public class var blue: NSColor { NSColor(_ibkitCanonical: "system(blueColor)") }
    /// A color object whose RGB value is 0.6, 0.4, 0.2 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/brown
    public class var brown: NSColor { NSColor(_ibkitCanonical: "system(brownColor)") }
    /// A color object whose grayscale and alpha values are both 0.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/clear
    public class var clear: NSColor { NSColor(_ibkitCanonical: "system(clearColor)") }
    /// A color object whose RGB value is 0.0, 1.0, 1.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/cyan
    public class var cyan: NSColor { NSColor(_ibkitCanonical: "system(cyanColor)") }
    /// A color object whose grayscale value is 1/3 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/darkgray
    public class var darkGray: NSColor { NSColor(_ibkitCanonical: "system(darkGrayColor)") }
    /// A color object whose grayscale value is 0.5 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/gray
    public class var gray: NSColor { NSColor(_ibkitCanonical: "system(grayColor)") }
    /// A color object whose RGB value is 0.0, 1.0, 0.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/green
    public class var green: NSColor { NSColor(_ibkitCanonical: "system(greenColor)") }
    /// A color object whose grayscale value is 2/3 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/lightgray
    public class var lightGray: NSColor { NSColor(_ibkitCanonical: "system(lightGrayColor)") }
    /// A color object whose RGB value is 1.0, 0.0, 1.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/magenta
    public class var magenta: NSColor { NSColor(_ibkitCanonical: "system(magentaColor)") }
    /// A color object whose RGB value is 1.0, 0.5, 0.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/orange
    public class var orange: NSColor { NSColor(_ibkitCanonical: "system(orangeColor)") }
    /// A color object whose RGB value is 0.5, 0.0, 0.5 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/purple
    public class var purple: NSColor { NSColor(_ibkitCanonical: "system(purpleColor)") }
    /// A color object whose RGB value is 1.0, 0.0, 0.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/red
    public class var red: NSColor { NSColor(_ibkitCanonical: "system(redColor)") }
    /// A color object whose grayscale and alpha values are both 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/white
    public class var white: NSColor { NSColor(_ibkitCanonical: "system(whiteColor)") }
    /// A color object whose RGB value is 1.0, 1.0, 0.0 and whose alpha value is 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/yellow
    public class var yellow: NSColor { NSColor(_ibkitCanonical: "system(yellowColor)") }
    /// The highlight color of controls (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlhighlightcolor
    public class var controlHighlightColor: NSColor { NSColor(_ibkitCanonical: "system(controlHighlightColor)") }
    /// The light highlight color of controls (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controllighthighlightcolor
    public class var controlLightHighlightColor: NSColor { NSColor(_ibkitCanonical: "system(controlLightHighlightColor)") }
    /// The shadow color of controls (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlshadowcolor
    public class var controlShadowColor: NSColor { NSColor(_ibkitCanonical: "system(controlShadowColor)") }
    /// The dark border color of controls (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controldarkshadowcolor
    public class var controlDarkShadowColor: NSColor { NSColor(_ibkitCanonical: "system(controlDarkShadowColor)") }
    /// The color of the slot in which a scroller's knob moves (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/scrollbarcolor
    public class var scrollBarColor: NSColor { NSColor(_ibkitCanonical: "system(scrollBarColor)") }
    /// The color of a slider's knob or a scroller's knob (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/knobcolor
    public class var knobColor: NSColor { NSColor(_ibkitCanonical: "system(knobColor)") }
    /// The color of a slider's or scroller's knob when it's selected (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedknobcolor
    public class var selectedKnobColor: NSColor { NSColor(_ibkitCanonical: "system(selectedKnobColor)") }
    /// The color of window frames (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/windowframecolor
    public class var windowFrameColor: NSColor { NSColor(_ibkitCanonical: "system(windowFrameColor)") }
    /// The background color for selected menu items (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/selectedmenuitemcolor
    public class var selectedMenuItemColor: NSColor { NSColor(_ibkitCanonical: "system(selectedMenuItemColor)") }
    /// The background color of header cells in table and outline views (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/headercolor
    public class var headerColor: NSColor { NSColor(_ibkitCanonical: "system(headerColor)") }
    /// The color of a selected control that doesn't have keyboard focus (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/secondaryselectedcontrolcolor
    public class var secondarySelectedControlColor: NSColor { NSColor(_ibkitCanonical: "system(secondarySelectedControlColor)") }
    /// The face color of a selected control that's in an emphasized state (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/alternateselectedcontrolcolor
    public class var alternateSelectedControlColor: NSColor { NSColor(_ibkitCanonical: "system(alternateSelectedControlColor)") }
    /// The background colors for alternating content items, such as table view rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/alternatingcontentbackgroundcolors
    public class var alternatingContentBackgroundColors: [NSColor] { [NSColor(_ibkitCanonical: "system(alternatingContentBackgroundColors[0])"), NSColor(_ibkitCanonical: "system(alternatingContentBackgroundColors[1])")] }
    /// The colors of the background of alternating rows in tables (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/controlalternatingrowbackgroundcolors
    public class var controlAlternatingRowBackgroundColors: [NSColor] { [NSColor(_ibkitCanonical: "system(controlAlternatingRowBackgroundColors[0])"), NSColor(_ibkitCanonical: "system(controlAlternatingRowBackgroundColors[1])")] }
}
