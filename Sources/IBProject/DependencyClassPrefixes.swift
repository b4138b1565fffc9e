import IBTargets

/// Class-name prefixes of widely used dependencies whose classes do not start with the
/// dependency's own name, so that the longest-shared-prefix rule cannot tell them
/// (`SUUpdater` is Sparkle's, `GADBannerView` Google Mobile Ads'). Read off each project's public
/// headers; a dependency listed here is matched by its name with case and punctuation ignored.
enum DependencyClassPrefixes {
    static let table: [String: [String]] = [
        "sparkle": ["SU", "SPU"],
        "googlemobileads": ["GAD"], "googlemobileadssdk": ["GAD"],
        "googlemaps": ["GMS"], "googleplaces": ["GMS"],
        "googlesignin": ["GID"],
        "mapbox": ["MGL"], "mapboxiossdk": ["MGL"],
        "youtubeiosplayerhelper": ["YT"],
        "hexfiend": ["HF"],
        "shortcutrecorder": ["SR"],
        "braintree": ["BT"], "braintreedropin": ["BT"],
    ]

    /// The dependency among `dependencies` whose known prefix starts `className` and is followed
    /// by a capitalized word (`SUUpdater`, not `SUNSET`).
    static func dependency(providing className: String, among dependencies: [Dependency]) -> Dependency? {
        dependencies.sorted().first { dependency in
            let key = String(dependency.name.lowercased().filter { $0.isLetter || $0.isNumber })
            return (table[key] ?? []).contains { prefix in
                guard className.hasPrefix(prefix) else { return false }
                let rest = Array(className.dropFirst(prefix.count).prefix(2))
                return rest.count == 2 && rest[0].isUppercase && rest[1].isLowercase
            }
        }
    }
}
