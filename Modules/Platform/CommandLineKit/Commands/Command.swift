/// One command, such as `items show`: its words, usage, options and action, which help, parsing and
/// completion all read. It reads its arguments before any graph exists (``Read``) and returns what it
/// does with them (``Run``), so a usage error comes before anything is created, written or contacted.
package struct Command: Sendable {
    package typealias Run = @MainActor @Sendable (CommandContext) async throws(CommandError) -> Void
    /// Reads every argument, reporting any usage error, and returns the run they ask for.
    package typealias Read = @MainActor @Sendable (inout CommandArguments) throws(CommandError) -> Run

    package let words: [String]
    /// The positionals in a usage line, such as `<id|name>`.
    package let arguments: String
    package let summary: String
    /// The options the command takes, in the order help lists them.
    package let options: [CommandOption]
    /// The values a shell may complete for the first positional, such as department codes.
    package let completions: [String]
    package let details: [String]
    private let read: Read

    package init(
        _ words: [String],
        arguments: String = "",
        summary: String,
        options: [CommandOption] = [],
        completions: [String] = [],
        details: [String] = [],
        read: @escaping Read
    ) {
        self.words = words
        self.arguments = arguments
        self.summary = summary
        self.options = options
        self.completions = completions
        self.details = details
        self.read = read
    }

    /// `mosaic items show <id|name> [--page N] [--all]`.
    package var usage: String {
        let options = options.map { "[\($0.synopsis)]" }
        return (["mosaic"] + words + (arguments.isEmpty ? [] : [arguments]) + options).joined(separator: " ")
    }

    /// The run `arguments` ask for, read against the declared options; usage errors are thrown here.
    @MainActor
    package func parse(_ arguments: [String]) throws(CommandError) -> Run {
        var arguments = try CommandArguments(arguments, usage: usage, options: options)
        return try read(&arguments)
    }
}
