import Foundation

/// Where `render --format png` looks for a program that turns SVG into PNG, and in which order.
///
/// rsvg-convert comes first: it draws SVG exactly and starts in milliseconds. A Chromium-family
/// browser comes next: the PATH's, then, on macOS, the apps installed in `/Applications`, whose
/// programs are never on the PATH. Homebrew's folders are searched after the PATH because Xcode's
/// Run Script phases start with a PATH that leaves them out.
public struct RasteriserSearch: Sendable {
    /// The colon-separated folders searched for programs by name.
    public var searchPath: String
    /// Folders searched after `searchPath` (Homebrew's on macOS).
    public var extraFolders: [String]
    /// Folders whose browser apps are searched (`/Applications` and `~/Applications` on macOS).
    public var applicationFolders: [String]

    /// A search of the given folders only (tests give empty ones to find nothing).
    public init(searchPath: String, extraFolders: [String] = [], applicationFolders: [String] = []) {
        self.searchPath = searchPath
        self.extraFolders = extraFolders
        self.applicationFolders = applicationFolders
    }

    /// This machine's: the PATH, and on macOS Homebrew's folders and the application folders.
    public static var system: RasteriserSearch {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        #if canImport(Darwin)
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return RasteriserSearch(searchPath: path, extraFolders: ["/opt/homebrew/bin", "/usr/local/bin"],
                                applicationFolders: ["/Applications", home + "/Applications"])
        #else
        return RasteriserSearch(searchPath: path)
        #endif
    }

    /// Programs known by name, in the order tried.
    static let programs: [(name: String, kind: Rasteriser.Kind)] = [
        ("rsvg-convert", .rsvg), ("chromium", .browser), ("chromium-browser", .browser), ("google-chrome", .browser),
    ]

    /// Browser apps, as a path inside an application folder to the program in the app.
    static let browserApps = [
        "Google Chrome.app/Contents/MacOS/Google Chrome", "Chromium.app/Contents/MacOS/Chromium",
        "Microsoft Edge.app/Contents/MacOS/Microsoft Edge", "Brave Browser.app/Contents/MacOS/Brave Browser",
    ]

    /// The first rasteriser found, or nil.
    public func find() -> Rasteriser? {
        let folders = searchPath.split(separator: ":").map(String.init).filter { !$0.isEmpty } + extraFolders
        for program in Self.programs {
            for folder in folders {
                let path = (folder as NSString).appendingPathComponent(program.name)
                if FileManager.default.isExecutableFile(atPath: path) { return Rasteriser(name: program.name, path: path, kind: program.kind) }
            }
        }
        for folder in applicationFolders {
            for app in Self.browserApps {
                let path = (folder as NSString).appendingPathComponent(app)
                if FileManager.default.isExecutableFile(atPath: path) {
                    return Rasteriser(name: String(app.prefix { $0 != "." }), path: path, kind: .browser)
                }
            }
        }
        return nil
    }

    /// What was searched, for the message that says nothing was found.
    public var searched: String {
        var places = Self.programs.map(\.name).joined(separator: ", ") + " on the PATH"
        if !extraFolders.isEmpty { places += " and in " + extraFolders.joined(separator: ", ") }
        if !applicationFolders.isEmpty {
            places += "; " + Self.browserApps.map { String($0.prefix { $0 != "." }) }.joined(separator: ", ")
                + " in " + applicationFolders.joined(separator: " and ")
        }
        return places
    }

    /// The error when no rasteriser is found: what was searched and how to install one on each platform.
    public var notFound: String {
        """
        error: --format png needs a program that turns SVG into PNG, and none was found (searched for \(searched)).
          macOS: brew install librsvg  (or install Google Chrome)
          Debian and Ubuntu: sudo apt-get install librsvg2-bin  (or chromium)
          --format svg and --format html need no other program.
        """
    }
}
