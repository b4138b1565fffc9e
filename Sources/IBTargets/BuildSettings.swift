/// Build settings in layers, resolved as Xcode resolves them: a higher layer wins, `$(inherited)`
/// reaches the layer below, `$(NAME)` and `${NAME}` expand with operators such as
/// `:c99extidentifier`, and `KEY[sdk=iphoneos*]` applies only to that platform's SDKs.
public struct BuildSettings: Sendable, Hashable {
    /// One assignment as written: the key without conditions, the conditions, the value.
    public struct Assignment: Sendable, Hashable {
        /// The setting's name.
        public var key: String
        /// `sdk=iphoneos*`, `arch=arm64`, `config=Debug`: name → pattern.
        public var conditions: [String: String]
        /// The value as written.
        public var value: String

        /// Splits `KEY[sdk=iphoneos*][arch=*]` into key and conditions.
        public init(writtenKey: String, value: String) {
            self.value = value
            guard let bracket = writtenKey.utf8.firstIndex(of: UInt8(ascii: "[")) else {
                key = Self.trimmed(Substring(writtenKey))
                conditions = [:]
                return
            }
            var conditions: [String: String] = [:]
            let open = String.Index(bracket, within: writtenKey) ?? writtenKey.endIndex
            for part in writtenKey[open...].split(separator: "[") {
                let condition = part.split(separator: "]").first ?? ""
                let halves = condition.split(separator: "=", maxSplits: 1).map(Self.trimmed)
                if halves.count == 2 { conditions[halves[0]] = halves[1] }
            }
            key = Self.trimmed(writtenKey[..<open])
            self.conditions = conditions
        }

        /// Without spaces and tabs around it.
        static func trimmed(_ text: Substring) -> String {
            let utf8 = text.utf8
            guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
                  let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
            if first == utf8.startIndex, utf8.index(after: last) == utf8.endIndex { return String(text) }
            return String(text[first...last])
        }
    }

    /// The layers, lowest first; within a layer, later assignments win.
    public private(set) var layers: [[Assignment]] = []

    /// Settings with no layers.
    public init() {}

    /// Adds a layer above the others.
    public mutating func push(_ layer: [Assignment]) { layers.append(layer) }

    /// Adds a layer from a `buildSettings` dictionary or plain values.
    public mutating func push(_ values: [String: String]) {
        push(values.keys.sorted().map { Assignment(writtenKey: $0, value: values[$0]!) })
    }

    /// The resolved value of `key` for a platform and configuration; nil when no layer sets it.
    public func value(_ key: String, platform: BuildPlatform? = nil, configuration: String? = nil) -> String? {
        var resolver = Resolver(settings: self, platform: platform, configuration: configuration)
        return resolver.value(key, below: layers.count)
    }

    /// The value split into words as Xcode splits list settings (white space, with quotes).
    public func list(_ key: String, platform: BuildPlatform? = nil, configuration: String? = nil) -> [String] {
        Self.words(value(key, platform: platform, configuration: configuration) ?? "")
    }

    /// Whether a YES/NO setting is YES.
    public func isYes(_ key: String, platform: BuildPlatform? = nil) -> Bool {
        (value(key, platform: platform) ?? "").uppercased() == "YES"
    }

    /// Every key any layer sets.
    public var keys: Set<String> { Set(layers.joined().map(\.key)) }

    /// Words of a list setting; quotes group words with spaces.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped { current.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " || character == "\t" {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// Expands values, following `$(inherited)` down the layers and guarding against cycles.
private struct Resolver {
    let settings: BuildSettings
    let platform: BuildPlatform?
    let configuration: String?
    var visiting: Set<String> = []

    init(settings: BuildSettings, platform: BuildPlatform?, configuration: String?) {
        self.settings = settings
        self.platform = platform
        self.configuration = configuration
    }

    /// The value of `key` from the layers below `limit`.
    mutating func value(_ key: String, below limit: Int) -> String? {
        guard limit > 0 else { return nil }
        for index in stride(from: limit - 1, through: 0, by: -1) {
            guard let assignment = settings.layers[index].last(where: { $0.key == key && applies($0) }) else { continue }
            let marker = "\(key)@\(index)"
            guard visiting.insert(marker).inserted else { return "" }
            defer { visiting.remove(marker) }
            return expand(assignment.value, key: key, layer: index)
        }
        return nil
    }

    func applies(_ assignment: BuildSettings.Assignment) -> Bool {
        for (name, pattern) in assignment.conditions {
            switch name {
            case "sdk":
                guard let platform, platform.sdkNames.contains(where: { Self.matches($0, pattern) }) else { return false }
            case "config":
                guard let configuration, Self.matches(configuration, pattern) else { return false }
            default:
                continue // arch, variant: every architecture builds the same sources
            }
        }
        return true
    }

    /// `*`-globs as build settings use them.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let name = Array(text.lowercased()), glob = Array(pattern.lowercased())
        func match(_ i: Int, _ j: Int) -> Bool {
            if j == glob.count { return i == name.count }
            if glob[j] == "*" { return (i...name.count).contains { match($0, j + 1) } }
            return i < name.count && (glob[j] == "?" || glob[j] == name[i]) && match(i + 1, j + 1)
        }
        return match(0, 0)
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:operator)` in a value read at `layer`.
    mutating func expand(_ value: String, key: String, layer: Int) -> String {
        var result = ""
        var characters = Substring(value)
        while let dollar = characters.firstIndex(of: "$") {
            result += characters[..<dollar]
            let after = characters.index(after: dollar)
            guard after < characters.endIndex, characters[after] == "(" || characters[after] == "{" else {
                result.append("$")
                characters = characters[after...]
                continue
            }
            let close: Character = characters[after] == "(" ? ")" : "}"
            guard let end = Self.closing(close, in: characters, from: characters.index(after: after)) else {
                result += characters[dollar...]
                characters = characters[characters.endIndex...]
                break
            }
            let inner = expand(String(characters[characters.index(after: after)..<end]), key: key, layer: layer)
            result += reference(inner, key: key, layer: layer)
            characters = characters[characters.index(after: end)...]
        }
        return result + characters
    }

    /// The index of the bracket closing a reference, counting nested references.
    static func closing(_ close: Character, in text: Substring, from start: Substring.Index) -> Substring.Index? {
        let open: Character = close == ")" ? "(" : "{"
        var depth = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 } else if text[index] == close {
                if depth == 0 { return index }
                depth -= 1
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// One `NAME:op:op` reference.
    mutating func reference(_ inner: String, key: String, layer: Int) -> String {
        let parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        var text: String
        if name == "inherited" {
            text = value(key, below: layer) ?? ""
        } else {
            text = value(name, below: settings.layers.count) ?? ""
        }
        for operation in parts.dropFirst() {
            if operation.hasPrefix("default=") {
                if text.isEmpty { text = String(operation.dropFirst("default=".count)) }
                continue
            }
            text = BuildSettingOperator.apply(operation, to: text)
        }
        return text
    }
}

/// The operators a build-setting reference can apply to its value.
public enum BuildSettingOperator {
    /// Applies `c99extidentifier`, `rfc1034identifier`, `identifier`, `lower`, `upper`, `base`,
    /// `dir`, `file`, `suffix` or `standardizepath`; an unknown operator leaves the value alone.
    public static func apply(_ operation: String, to text: String) -> String {
        switch operation {
        case "c99extidentifier", "identifier": return c99Identifier(text)
        case "rfc1034identifier": return String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "lower": return text.lowercased()
        case "upper": return text.uppercased()
        case "file": return text.split(separator: "/").last.map(String.init) ?? text
        case "dir": return text.lastIndex(of: "/").map { String(text[...$0]) } ?? ""
        case "base":
            let file = text.split(separator: "/").last.map(String.init) ?? text
            return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        case "suffix":
            let file = text.split(separator: "/").last.map(String.init) ?? text
            return file.lastIndex(of: ".").map { String(file[$0...]) } ?? ""
        default: return text
        }
    }

    /// A name made a C99 extended identifier, as Xcode makes module names: each character that
    /// cannot be in an identifier becomes `_`, and a leading digit gets a `_` before it
    /// (`Go Map!!` → `Go_Map__`, `Modals-iOS` → `Modals_iOS`).
    public static func c99Identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let allowed = scalar == "_" || (scalar.isASCII ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                                                           : scalar.properties.isXIDContinue)
            result.unicodeScalars.append(allowed ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
