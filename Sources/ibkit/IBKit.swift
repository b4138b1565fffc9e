import ArgumentParser
import IBCommandLine

/// The `ibkit` program: every command of `IBKitCommand`, and the two servers, which live above
/// the command-line module because they run its actions.
@main
struct IBKit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit",
        abstract: IBKitCommand.configuration.abstract,
        version: IBKitCommand.configuration.version,
        subcommands: IBKitCommand.configuration.subcommands + [LanguageServerCommand.self, AgentServerCommand.self]
    )
}
