/// One option a command takes, such as `--page N` or the flag `--all`: what the parser needs
/// to tell a value from a positional, and what help and shell completion show.
package struct CommandOption: Sendable {
    package let name: String
    /// The placeholder of its value, such as `N`; `nil` for a flag, which takes none.
    package let valueName: String?
    package let help: String
    /// Computed only when asked: every command's options are built on every run, and only
    /// `mosaic completion` wants the values (some are read from bundled data).
    private let makeCompletions: @Sendable () -> [String]

    package var completions: [String] { makeCompletions() }

    /// An option that takes a value: `--name VALUE` or `--name=VALUE`.
    package static func value(
        _ name: String, _ valueName: String, help: String,
        completions: @autoclosure @escaping @Sendable () -> [String] = []
    ) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, makeCompletions: completions)
    }

    package static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help, makeCompletions: { [] })
    }

    package var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
