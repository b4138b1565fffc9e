/// The one place ibkit's version is written.
///
/// `ibkit --version` prints it, and SARIF's `tool.driver.version`, each finding of a JSON
/// report (`ibkitVersion`: the report stays a bare array, the shape scripts read), `ibkit edit
/// --json`'s report, the language server's `serverInfo` and the MCP server's info carry it, so
/// that a report, an editor's log and an agent's transcript each say which ibkit made them.
public enum IBKitVersion {
    /// The semantic version of this build (`MAJOR.MINOR.PATCH`).
    ///
    /// `Scripts/release.sh VERSION` rewrites this line; nothing else writes a version.
    public static let current = "0.35.0"
}
