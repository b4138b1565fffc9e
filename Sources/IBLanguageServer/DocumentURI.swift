import Foundation

/// `file:` URIs as clients send them, and the paths they name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    ///
    /// Clients differ in what they escape: some leave spaces or non-ASCII letters as they are,
    /// which `URL(string:)` refuses on Linux, so those are read by hand.
    public static func path(of uri: String) -> String? {
        let path: String?
        if let url = URL(string: uri), url.isFileURL {
            path = url.path
        } else if uri.lowercased().hasPrefix("file://") {
            var rest = String(uri.dropFirst("file://".count))
            if rest.lowercased().hasPrefix("localhost/") { rest = String(rest.dropFirst("localhost".count)) }
            path = rest.removingPercentEncoding
        } else {
            path = nil
        }
        // Only an absolute path without NUL names a file (`%00` decodes to one).
        guard let path, path.hasPrefix("/"), !path.contains("\0") else { return nil }
        return path
    }

    /// The `file:` URI of an absolute path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
