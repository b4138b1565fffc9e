/// Text escaped for a double-quoted literal in the C family (Swift, `.strings`): backslash, quote,
/// line breaks and tabs as `\\`, `\"`, `\n`, `\r`, `\t`; other control characters as `control` spells them.
public enum QuotedString {
    /// The escaped text, without the quotes.
    public static func escape(_ text: String, control: (Unicode.Scalar) -> String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += control(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
