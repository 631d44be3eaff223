public import CommandLineKit

/// One command, such as `items show`: its words, its usage and what it does.
public struct Command: Sendable {
    public typealias Action =
        @MainActor @Sendable (inout CommandArguments, CommandContext) async throws(CommandError) -> Void

    /// The words after `mosaic`, such as `["items", "show"]`.
    public let words: [String]
    /// What follows the words in a usage line, such as `<id|name>`.
    public let arguments: String
    public let summary: String
    /// Extra help lines: options and examples.
    public let details: [String]
    public let action: Action

    public init(
        _ words: [String],
        arguments: String = "",
        summary: String,
        details: [String] = [],
        action: @escaping Action
    ) {
        self.words = words
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.action = action
    }

    /// `mosaic items show <id|name>`.
    public var usage: String {
        (["mosaic"] + words + (arguments.isEmpty ? [] : [arguments])).joined(separator: " ")
    }
}
