import IBDocument
import IBFoundation
import IBXML

/// `ibkit dump --textconv FILE`: a document as the lines git diffs in `git log -p` and `git show`,
/// which run a diff driver's `textconv` but not its `command` unless given `--ext-diff`.
enum TextConversion {
    /// Prints each file's outline; what cannot be read as a document is printed as it is.
    static func run(paths: [String], console: Console) -> Int32 {
        for path in paths {
            guard let bytes = try? FileBytes.read(path) else {
                console.err("\(path):1:1: error: cannot read the file")
                return 1
            }
            if let document = try? Document.parse(bytes, path: path) {
                console.out(OutlineRenderer.render(document.outline, path: false))
            } else {
                // Git shows nothing for a textconv that fails: the bytes are the next best thing.
                console.out(String(decoding: bytes, as: UTF8.self))
            }
        }
        return 0
    }
}
