import Foundation

/// A module's resource bundle found beside the real ibkit executable, symbolic links followed.
///
/// SwiftPM's `Bundle.module` looks in the folder of `Bundle.main`, which on macOS is the folder of
/// the path the program was started by. Homebrew and Mint start ibkit through a link in a `bin`
/// folder while the executable and its bundles stay in their own folder, so `Bundle.module` finds
/// nothing there and stops the program. Looking beside the link's target first makes every
/// install work the same way (`make install`, the formula, Mint, an artifact bundle).
public enum InstalledResources {
    /// The extension SwiftPM gives resource bundles on this platform.
    #if canImport(Darwin)
    static let bundleExtension = "bundle"
    #else
    static let bundleExtension = "resources"
    #endif

    /// The bundle of `target` (`IBDocument`, …) beside the executable `executable` resolves to;
    /// nil when there is none there (in tests the program is the test runner, and
    /// `Bundle.module` finds the build folder's bundle).
    public static func bundle(of target: String, executable: String? = Bundle.main.executablePath) -> Bundle? {
        guard let executable else { return nil }
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = folder.appendingPathComponent("ibkit_\(target).\(bundleExtension)")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return Bundle(url: candidate)
    }
}
