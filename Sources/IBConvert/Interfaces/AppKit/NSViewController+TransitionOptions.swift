// NSViewController.TransitionOptions: the animations of view controller transitions.

extension NSViewController {
    /// Options for the animated transition between two view controllers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions
    public struct TransitionOptions: _IBKitNamedOptions, Hashable {
        /// The raw bits of the set.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/rawvalue
        public let rawValue: UInt
        /// Creates a set from raw bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A cross fade.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/crossfade
        public static let crossfade = TransitionOptions(rawValue: 0x1)
        /// The new view slides up.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slideup
        public static let slideUp = TransitionOptions(rawValue: 0x10)
        /// The new view slides down.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slidedown
        public static let slideDown = TransitionOptions(rawValue: 0x20)
        /// The new view slides to the left.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slideleft
        public static let slideLeft = TransitionOptions(rawValue: 0x40)
        /// The new view slides to the right.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slideright
        public static let slideRight = TransitionOptions(rawValue: 0x80)
        /// The new view slides forward, in the layout direction.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slideforward
        public static let slideForward = TransitionOptions(rawValue: 0x140)
        /// The new view slides backward, against the layout direction.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/slidebackward
        public static let slideBackward = TransitionOptions(rawValue: 0x180)
        /// The user can interact with the views during the transition.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/transitionoptions/allowuserinteraction
        public static let allowUserInteraction = TransitionOptions(rawValue: 0x1000)

        /// Recording: the single members with their Swift names, in declaration order.
        public static var _ibkitNames: [(TransitionOptions, String)] {
            [(.crossfade, "crossfade"), (.slideUp, "slideUp"), (.slideDown, "slideDown"), (.slideLeft, "slideLeft"),
             (.slideRight, "slideRight"), (.slideForward, "slideForward"), (.slideBackward, "slideBackward"),
             (.allowUserInteraction, "allowUserInteraction")]
        }
    }
}
