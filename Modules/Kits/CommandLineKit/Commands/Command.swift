/// One command, such as `items show`: its words, its usage, the options it takes and what it does.
/// Help, argument parsing and shell completion all read this one description.
public struct Command: Sendable {
    public typealias Action =
        @MainActor @Sendable (inout CommandArguments, CommandContext) async throws(CommandError) -> Void

    /// The words after `mosaic`, such as `["items", "show"]`.
    public let words: [String]
    /// The positionals in a usage line, such as `<id|name>`.
    public let arguments: String
    public let summary: String
    /// The options the command takes, in the order help lists them.
    public let options: [CommandOption]
    /// The values a shell may complete for the first positional, such as department codes.
    public let completions: [String]
    /// Extra help lines: notes and examples.
    public let details: [String]
    public let action: Action

    public init(
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
    public var usage: String {
        let options = options.map { "[\($0.synopsis)]" }
        return (["mosaic"] + words + (arguments.isEmpty ? [] : [arguments]) + options).joined(separator: " ")
    }

    /// `usage` with the command's options declared, so the parser knows which take a value.
    public func parse(_ arguments: [String]) throws(CommandError) -> CommandArguments {
        try CommandArguments(arguments, usage: usage, options: options)
    }
}
