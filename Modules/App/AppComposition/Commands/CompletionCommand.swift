import CommandLineKit
import CompositionKit

/// `mosaic completion bash|zsh|fish`: a completion script for the commands `mosaic` has.
enum CompletionCommand {
    static let words = ["completion"]

    static func make(commands: [Command], apiNames: [String]) -> Command {
        Command(
            words,
            arguments: "bash|zsh|fish",
            summary: "Print a shell completion script (commands, options and their values).",
            completions: CompletionScript.shells,
            details: [
                "bash: source <(mosaic completion bash)",
                "zsh:  source <(mosaic completion zsh)",
                "fish: mosaic completion fish | source",
            ]
        ) { arguments throws(CommandError) in
            let shell = try arguments.requiredPositional("shell")
            try arguments.finish()
            let entries =
                commands.map {
                    CompletionScript.Entry(words: $0.words, options: $0.options, completions: $0.completions)
                }
                + [CompletionScript.Entry(words: words, options: [], completions: CompletionScript.shells)]
            let script = CompletionScript(entries: entries, globalOptions: globalOptions(apiNames: apiNames))
            guard let lines = script.lines(for: shell) else {
                throw .usage("completion takes bash, zsh or fish, not '\(shell.echoed)'")
            }
            return { context throws(CommandError) in
                context.console.printLines(lines)
            }
        }
    }

    /// The global options as `--help` documents them, with the values each one takes.
    private static func globalOptions(apiNames: [String]) -> [CommandOption] {
        let values: [String: [String]] = [
            "--base-url": apiNames.map { "\($0)=" },
            "--store": ["sqlite", "files", "memory"],
            "--analytics": AnalyticsChoice.completions,
        ]
        return GlobalOptions.documentation(apiNames: apiNames).flatMap { entry -> [CommandOption] in
            let synopsis = entry.option.split(separator: " ")
            let names = entry.option.split(separator: ",").map {
                String($0.trimmingPrefix(" ").prefix { $0 != " " })
            }
            guard synopsis.count > 1, !entry.option.contains(",") else {
                return names.map { CommandOption.flag($0, help: entry.help) }
            }
            let name = String(synopsis[0])
            return [.value(name, String(synopsis[1]), help: entry.help, completions: values[name] ?? [])]
        }
    }
}
