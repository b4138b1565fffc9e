/// The names declared in one Swift scope: each new one is made unique, and reserved names (types
/// the generated code refers to, which a nested declaration would shadow) are never handed out.
struct NameScope {
    private var used: Set<String>
    private let suffix: String

    /// `suffix` is appended to a name that would shadow a reserved one (`Settings` → `SettingsStoryboard`).
    init(reserved: Set<String> = [], suffix: String = "_") {
        self.used = reserved
        self.suffix = suffix
    }

    /// `name`, or `name` with the suffix, then a number, when taken.
    mutating func claim(_ name: String) -> String {
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        var candidate = bare
        if used.contains(candidate) { candidate = bare + suffix }
        var number = 2
        while used.contains(candidate) {
            candidate = bare + suffix + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate == bare ? name : candidate
    }
}
