/// One command, such as `items show`: its words, its usage, the options it takes and what it does.
/// Help, argument parsing and shell completion all read this one description.
package struct Command: Sendable {
    package typealias Action =
        @MainActor @Sendable (inout CommandArguments, CommandContext) async throws(CommandError) -> Void

    /// The words after `mosaic`, such as `["items", "show"]`.
    package let words: [String]
    /// The positionals in a usage line, such as `<id|name>`.
    package let arguments: String
    package let summary: String
    /// The options the command takes, in the order help lists them.
    package let options: [CommandOption]
    /// The values a shell may complete for the first positional, such as department codes.
    package let completions: [String]
    /// Extra help lines: notes and examples.
    package let details: [String]
    package let action: Action

    package init(
        _ words: [String],
        arguments: String = "",
        summary: String,
        options: [CommandOption] = [],
        completions: [String] = [],
        details: [String] = [],
        action: @escaping Action
    ) {
        self.words = words
        self.arguments = arguments
        self.summary = summary
        self.options = options
        self.completions = completions
        self.details = details
        self.action = action
    }

    /// `mosaic items show <id|name> [--page N] [--all]`.
    package var usage: String {
        let options = options.map { "[\($0.synopsis)]" }
        return (["mosaic"] + words + (arguments.isEmpty ? [] : [arguments]) + options).joined(separator: " ")
    }

    /// `usage` with the command's options declared, so the parser knows which take a value.
    package func parse(_ arguments: [String]) throws(CommandError) -> CommandArguments {
        try CommandArguments(arguments, usage: usage, options: options)
    }
}
