import IBDocument

extension IBObject {
    /// How layout messages name a view: its class, then its title or label in quotes, then its id
    /// (`UILabel "Name" (a1b-2c-3d4)`).
    public var layoutName: String {
        var name = className ?? elementName
        if let title = userLabel ?? displayTitle, !title.isEmpty {
            name += " \"\(title.count > 30 ? String(title.prefix(29)) + "…" : title)\""
        }
        if let id { name += " (\(id))" }
        return name
    }
}
