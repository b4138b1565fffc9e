import Foundation

/// The open fonts the font tests read: Debian's under `/usr/share/fonts` (`.ci/run` installs
/// them), or `$IBKIT_FONTS` on a machine that keeps them elsewhere (a Mac with Homebrew's fonts).
public enum SystemFonts {
    /// The folder, ending in `/`.
    public static var folder: String {
        let folder = ProcessInfo.processInfo.environment["IBKIT_FONTS"] ?? "/usr/share/fonts"
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// A font's path under the folder (`truetype/dejavu/DejaVuSans.ttf`).
    public static func path(_ relative: String) -> String { folder + relative }
}
