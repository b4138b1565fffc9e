/// Orders the tool versions Xcode stamps on a document (`toolsVersion="21701"`, `"14490.70"`).
///
/// A merged document takes the newer stamps: the newer Xcode already read both sides' features,
/// and writing the older one's would make that Xcode think the file is from its own past.
struct ToolVersion: Comparable {
    let parts: [Int]

    init(_ text: String?) {
        parts = (text ?? "").split(separator: ".").map { piece in Int(piece.prefix { $0.isNumber }) ?? 0 }
    }

    static func < (lhs: ToolVersion, rhs: ToolVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// Root attributes that follow the tools version instead of merging on their own.
    static let stampAttributes: Set<String> = ["toolsVersion", "systemVersion"]

    /// Where legacy archives keep their stamps, and the list of objects the last editor touched.
    static let archiveStamps = [
        "string[key=IBDocument.SystemVersion]", "string[key=IBDocument.InterfaceBuilderVersion]",
        "string[key=IBDocument.AppKitVersion]", "string[key=IBDocument.HIToolboxVersion]",
        "object[key=IBDocument.PluginVersions]", "object[key=IBDocument.EditedObjectIDs]",
    ].map { "archive/data/" + $0 }

    /// Whether a place key lies in `<dependencies>`, which lists what the newer Xcode needs, or
    /// in an archive's stamps.
    static func isStamp(placeKey: String) -> Bool {
        placeKey.hasPrefix("document/dependencies") || archiveStamps.contains { placeKey.hasPrefix($0) }
    }

    /// The version of the Xcode that last saved a document.
    static func of(_ version: DocumentVersion) -> ToolVersion {
        if let tools = version.tree.attribute("toolsVersion", of: version.root) { return ToolVersion(tools) }
        return ToolVersion(version.nodes["archive/data/string[key=IBDocument.InterfaceBuilderVersion]"].map { version.tree.text(of: $0) })
    }
}
