import Foundation

/// `file:` URIs as clients send them, and the paths they name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    ///
    /// Clients differ in what they escape: some leave spaces or non-ASCII letters as they are,
    /// which `URL(string:)` refuses on Linux, so those are read by hand.
    public static func path(of uri: String) -> String? {
        if let url = URL(string: uri), url.isFileURL {
            let path = url.path
            return path.isEmpty ? nil : path
        }
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        if rest.lowercased().hasPrefix("localhost/") { rest = String(rest.dropFirst("localhost".count)) }
        guard rest.hasPrefix("/"), let path = rest.removingPercentEncoding, !path.contains("\0") else { return nil }
        return path
    }

    /// The `file:` URI of an absolute path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
