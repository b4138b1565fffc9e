import IBDocument

/// Finding storyboards and scenes by name.
public enum StoryboardLookup {
    /// The storyboard named `name`: the copy in the same folder as `path`, else the copy whose
    /// path shares the most with `path` (in a folder holding several apps, the nearest app's),
    /// `Base.lproj` first among equals, else the first by path.
    public static func document(named name: String, in project: Project, near path: String?) -> Document? {
        nearest(project.storyboards[name] ?? [], to: path)
    }

    /// The xib named `name`, by the same preference.
    public static func nib(named name: String, in project: Project, near path: String?) -> Document? {
        nearest(project.nibs[name] ?? [], to: path)
    }

    /// The candidate nearest to `path`: same folder, then the longest shared folder path, then
    /// `Base.lproj`, then path order.
    public static func nearest(_ candidates: [Document], to path: String?) -> Document? {
        guard let path else { return candidates.min { $0.path < $1.path } }
        let folder = Self.folder(path)
        func rank(_ document: Document) -> (Int, Int, Int, String) {
            let other = Self.folder(document.path)
            let sameFolder = other == folder ? 0 : 1
            let shared = zip(other.split(separator: "/"), folder.split(separator: "/")).prefix { $0 == $1 }.count
            let base = other.hasSuffix("Base.lproj") ? 0 : 1
            return (sameFolder, -shared, base, document.path)
        }
        return candidates.min { rank($0) < rank($1) }
    }

    /// The folder part of a path.
    public static func folder(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The scene's main object with this storyboard ID.
    public static func scene(withIdentifier identifier: String, in document: Document) -> IBObject? {
        document.scenes.lazy.compactMap(\.mainObject).first { $0.attribute("storyboardIdentifier") == identifier }
    }
}
