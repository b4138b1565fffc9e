import Foundation

/// `file:` URIs as clients send them, and the paths they name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
