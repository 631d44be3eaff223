/// One option a command takes, such as `--page N` or the flag `--all`: what the parser needs
/// to tell a value from a positional, and what help and shell completion show.
public struct CommandOption: Sendable, Equatable {
    /// The option as typed, such as `--page`.
    public let name: String
    /// The placeholder of its value, such as `N`; `nil` for a flag, which takes none.
    public let valueName: String?
    public let help: String
    /// The values a shell may complete after the option, such as a list of makes.
    public let completions: [String]

    /// An option that takes a value: `--name VALUE` or `--name=VALUE`.
    public static func value(
        _ name: String, _ valueName: String, help: String, completions: [String] = []
    ) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, completions: completions)
    }

    /// An option that takes no value.
    public static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help, completions: [])
    }

    /// `--page N`, as help shows it.
    public var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
