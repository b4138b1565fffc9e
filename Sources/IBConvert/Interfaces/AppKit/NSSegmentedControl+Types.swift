// NSSegmentedControl's tracking modes, styles and distributions.

extension NSSegmentedControl {
    /// Constants that specify the tracking behavior of a segmented control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking
    public enum SwitchTracking: UInt {
        /// Only one segment can be selected at a time.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/selectone
        case selectOne = 0
        /// Any segment can be selected.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/selectany
        case selectAny = 1
        /// A segment is selected only while tracking.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/momentary
        case momentary = 2
        /// A segment is selected while tracking and sends its action again after a delay while held (Force Touch).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/momentaryaccelerator
        case momentaryAccelerator = 3
    }

    /// Constants that specify the visual style of a segmented control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style
    public enum Style: Int {
        /// The appearance of the segmented control is automatically determined.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/automatic
        case automatic = 0
        /// The control is displayed using the rounded style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/rounded
        case rounded = 1
        /// The control is displayed using the textured rounded style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/texturedrounded
        case texturedRounded = 2
        /// The control is displayed using the round rect style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/roundrect
        case roundRect = 3
        /// The control is displayed using the textured square style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/texturedsquare
        case texturedSquare = 4
        /// The control is displayed using the capsule style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/capsule
        case capsule = 5
        /// The control is displayed using the small square style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/smallsquare
        case smallSquare = 6
        /// The segments in the control are displayed very close to each other but not touching.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/separated
        case separated = 8
    }

    /// Constants that specify how a segmented control distributes its segments.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/distribution
    public enum Distribution: Int {
        /// Segments are sized to fit their content.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/distribution/fit
        case fit = 0
        /// Segments fill the control, with extra space going to the segments proportionally.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/distribution/fill
        case fill = 1
        /// Segments are sized equally to fill the control.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/distribution/fillequally
        case fillEqually = 2
        /// Segments are sized proportionally to their content to fill the control.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcontrol/distribution/fillproportionally
        case fillProportionally = 3
    }
}
