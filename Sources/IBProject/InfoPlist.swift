import Foundation
import IBFoundation
import IBTargets

/// The storyboard an app's `Info.plist` names as the one UIKit/AppKit loads at launch.
public struct InfoPlist: Sendable {
    /// The plist's path.
    public var path: String
    /// Main storyboard names (`UIMainStoryboardFile`, its `~ipad` variant, `NSMainStoryboardFile`,
    /// and each scene configuration's `UISceneStoryboardFile`), each with where its key is written.
    public var mainStoryboards: [(name: String, location: SourceLocation)] = []

    /// The keys that name the storyboard loaded at launch.
    static let mainStoryboardKeys = ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "NSMainStoryboardFile"]

    /// Whether a storyboard name is one to look for: not empty, and no build setting (`$(…)`),
    /// which Xcode resolves, not ibkit.
    static func isLiteralName(_ name: String) -> Bool { !name.isEmpty && !name.contains("$(") }

    /// Reads the keys from a property list in any of its formats; nil when it is not one.
    public init?(path: String, bytes: [UInt8]) {
        self.path = path
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var names: [(String, String)] = []
        for key in Self.mainStoryboardKeys {
            if let name = object[key] as? String { names.append((key, name)) }
        }
        if let manifest = object["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any] {
            for case let roles as [[String: Any]] in configurations.values {
                for role in roles { if let name = role["UISceneStoryboardFile"] as? String { names.append(("UISceneStoryboardFile", name)) } }
            }
        }
        mainStoryboards = names.filter { Self.isLiteralName($0.1) }.map { key, name in
            (name, Self.location(ofKey: key, in: text, path: path))
        }
    }

    /// The main storyboards a target's build settings put in the Info.plist Xcode generates
    /// (`INFOPLIST_KEY_UIMainStoryboardFile`, `INFOPLIST_KEY_NSMainStoryboardFile`), at the
    /// target's line in its project; nil when they name none.
    public init?(target: Target) {
        path = target.location.file
        mainStoryboards = Self.mainStoryboardKeys.compactMap { key in
            guard let name = target.generatedInfoPlistKeys[key], Self.isLiteralName(name) else { return nil }
            return (name, target.location)
        }
        if mainStoryboards.isEmpty { return nil }
    }

    /// Where `<key>KEY</key>` is written; line 1 when the plist is binary.
    static func location(ofKey key: String, in text: String, path: String) -> SourceLocation {
        var line = 1
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = row.range(of: "<key>\(key)</key>") {
                return SourceLocation(file: path, line: line, column: row.utf8.distance(from: row.startIndex, to: range.lowerBound) + 1)
            }
            line += 1
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}
