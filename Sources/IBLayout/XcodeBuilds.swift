/// The first tools builds (the `toolsVersion` a document's header stores) of the Xcode releases
/// whose canvas drew with a newer SDK, where controls and the canvas changed with it.
enum XcodeBuilds {
    /// Xcode 11, iOS 13's and macOS 10.15's SDKs. Its betas saved tools 14800 to 14999, after
    /// Xcode 10's last, 14490: each of the 22 iOS documents of those builds in the corpus, the
    /// apps and the outside sets names the canvas's appearance (`appearance="light"`, Xcode 11's
    /// dark mode), which none of Xcode 10's 125 does, and their controls are iOS 13's:
    /// SVProgressHUD's and iOS-Depth-Sampler's segmented controls (14868) are stored 32 points
    /// tall, a book's bordered text fields (14845) 34, and none stores an earlier height.
    static let xcode11 = 14800
}
