import IBDocument
import IBEdit
import IBFoundation
import IBRender
import IBText
import IBXML

/// `ibkit diff OLD NEW`: the semantic diff, also as git's external diff.
///
/// Exit status as `diff`'s: 0 equal, 1 different, 2 trouble. Called by git (seven arguments:
/// path, old file, old hex, old mode, new file, new hex, new mode) it always exits 0, because
/// git stops a whole `git diff` or `git log -p` at the first external diff that does not.
public enum DiffAction {
    /// Diffs two files; `displayPath` names them in git mode. With `html`, also writes the page of
    /// the changed scenes drawn before and after (`DiffPage`) to that path.
    /// With `colored`, lines are coloured by kind (the command passes `DiffColors.wanted`).
    public static func run(old: String, new: String, displayPath: String?, json: Bool, html: String? = nil, colored: Bool = false,
                           console: Console) -> Int32 {
        let isGit = displayPath != nil
        let read = { (path: String) throws(DocumentError) -> DocumentVersion? in
            path == "/dev/null" ? nil : try DocumentVersion(bytes: FileBytes.read(path), path: displayPath ?? path)
        }
        let changes: [DiffChange]
        var formattingOnly = false
        do {
            let before = try read(old), after = try read(new)
            if let before, let after {
                changes = DocumentDiff.changes(from: before, to: after)
                formattingOnly = changes.isEmpty && before.tree.bytes != after.tree.bytes
            } else if let only = before ?? after {
                changes = try DocumentDiff.changes(wholeDocument: only, removed: after == nil)
            } else {
                changes = []
            }
        } catch {
            console.err(error.description)
            return isGit ? 0 : 2
        }
        if let html {
            do {
                let title = "ibkit diff \(displayPath ?? old) \(displayPath == nil ? new : "")"
                // A file git adds or deletes is /dev/null on one side: an empty document there.
                func version(_ path: String) throws -> Document {
                    path == "/dev/null" ? try Document.parse("<document/>", path: path) : try Document.parse(FileBytes.read(path), path: path)
                }
                let before = try version(old), after = try version(new)
                // Git hands over temporary copies: the images are around the path it names. A
                // temporary copy outside any project has no pictures to look for.
                var folders = ImageFolders(extra: [])
                let named = displayPath ?? new
                let inProject = named != "/dev/null" && ProjectRoot.enclosingProject(of: named) != nil
                let images = inProject ? folders.library(for: named) : ImageLibrary()
                let fonts = inProject ? FontFolders().library(for: named, document: after, console: console) : FontLibrary()
                try AtomicFile.write(Array(DiffPage.html(old: before, new: after, changes: changes, title: title, images: images, fonts: fonts).utf8), to: html)
            } catch {
                console.err("\(html): error: cannot write the page: \(error)")
                return 2
            }
        }
        if json {
            console.printJSON(changes)
        } else {
            let paint = DiffColors(enabled: colored)
            if isGit, let displayPath { console.out(paint.header("ibkit diff a/\(displayPath) b/\(displayPath)")) }
            for change in changes { console.out(paint.line(change)) }
            // Git's --stat counts the lines: say why nothing is listed.
            if formattingOnly { console.out(paint.note("formatting only: no change Xcode shows (tool version stamps, attribute order, whitespace)")) }
        }
        return isGit || changes.isEmpty ? 0 : 1
    }
}
