import TerminalKit

/// The text of `mosaic --help` and `mosaic <command> --help`, from the command table, so it lists only what exists.
package enum HelpText {
    /// `mosaic --help`: every command, then the global options, whose `--base-url` names `apiNames`.
    package static func overview(commands: CommandTable, apiNames: [String]) -> [String] {
        var lines = [
            "mosaic: six app features on four swappable ports (Networking, Persistence, Analytics, FeatureFlags).",
            "Every API is answered from data bundled in the package unless --live or --base-url says otherwise.",
            "",
            "Usage: mosaic [global options] <command> [arguments]",
            "       mosaic                 (on a terminal: the interactive app)",
            "",
            "Commands:",
        ]
        lines += TextTable.render(
            header: nil,
            rows: commands.all.map { ["  " + ($0.words + [$0.arguments]).joined(separator: " "), $0.summary] }
        )
        lines += ["", "Global options (before or after the command words):"]
        lines += TextTable.render(
            header: nil, rows: GlobalOptions.documentation(apiNames: apiNames).map { ["  " + $0.option, $0.help] })
        lines += [
            "",
            "Options and arguments may come in any order; `--` ends the options.",
            "Text output fits the terminal (COLUMNS overrides its width) and is never cut in a pipe or file.",
            "Exit status: 0 on success, 1 when a command fails, 64 for a usage error.",
            "Run `mosaic help <command>` or `mosaic <command> --help` for a command's options and examples;",
            "`mosaic completion bash|zsh|fish` prints a shell completion script.",
        ]
        return lines
    }

    package static func help(for commands: [Command]) -> [String] {
        var lines: [String] = []
        for command in commands {
            if !lines.isEmpty { lines.append("") }
            lines.append("Usage: \(command.usage)")
            lines.append("  \(command.summary)")
            if !command.options.isEmpty {
                lines += TextTable.render(header: nil, rows: command.options.map { ["  " + $0.synopsis, $0.help] })
            }
            lines += command.details.map { "  \($0)" }
        }
        lines += ["", "Global options such as --json work with every command; see `mosaic --help`."]
        return lines
    }
}
