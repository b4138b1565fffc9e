/// A platform a target builds for, named as Swift's `#if os(…)` names it (Mac Catalyst apart).
public enum BuildPlatform: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// iPhone and iPad.
    case iOS
    /// An iOS app built for the Mac (`SUPPORTS_MACCATALYST`); `os(iOS)` holds there too.
    case macCatalyst
    /// The Mac, with AppKit.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
    /// Apple Vision Pro.
    case visionOS

    /// The platform of an SDK or platform name as build settings write it (`iphoneos`,
    /// `iphonesimulator`, `macosx`, `appletvos`, `watchsimulator`, `xros`, …).
    public init?(sdk: String) {
        let name = sdk.lowercased()
        if name.hasPrefix("iphone") { self = .iOS }
        else if name.hasPrefix("macosx") || name == "macos" { self = .macOS }
        else if name.hasPrefix("appletv") { self = .tvOS }
        else if name.hasPrefix("watch") { self = .watchOS }
        else if name.hasPrefix("xr") || name.hasPrefix("visionos") { self = .visionOS }
        else { return nil }
    }

    /// The SDK names whose conditional build settings (`KEY[sdk=iphoneos*]`) apply here.
    public var sdkNames: [String] {
        switch self {
        case .iOS: ["iphoneos", "iphonesimulator"]
        case .macCatalyst: ["iphoneos", "macosx"]
        case .macOS: ["macosx"]
        case .tvOS: ["appletvos", "appletvsimulator"]
        case .watchOS: ["watchos", "watchsimulator"]
        case .visionOS: ["xros", "xrsimulator"]
        }
    }

    /// Whether the platform's interface is UIKit's (everything but the Mac's AppKit and watchOS).
    public var usesUIKit: Bool { self != .macOS && self != .watchOS }

    /// Platforms in a stable order for output.
    public static func < (a: BuildPlatform, b: BuildPlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
