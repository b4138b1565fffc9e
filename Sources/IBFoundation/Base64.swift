import Foundation

/// Base64 as Interface Builder writes it: across lines, often without its `=` padding, and in
/// archives at times with one stray character at its end.
public enum Base64 {
    /// The bytes of `text`; empty when it is not base64 even so.
    public static func decode(_ text: String) -> [UInt8] {
        var compact = text.filter { !$0.isWhitespace }
        if compact.count % 4 == 1 { compact.removeLast() }
        compact += String(repeating: "=", count: (4 - compact.count % 4) % 4)
        return Data(base64Encoded: compact).map { [UInt8]($0) } ?? []
    }
}
