/// Answers `mosaic help ...`, `--help` and unknown commands from the command table.
@MainActor
package struct HelpPrinter {
    package let commands: CommandTable
    /// The `--base-url` names, which the global options' help lists.
    package let apiNames: [String]
    package let console: any Console

    package init(commands: CommandTable, apiNames: [String], console: any Console) {
        self.commands = commands
        self.apiNames = apiNames
        self.console = console
    }

    package func show(for words: [String]) throws(CommandError) -> Int32 {
        guard !words.isEmpty else {
            console.printLines(HelpText.overview(commands: commands, apiNames: apiNames))
            return ExitStatus.success
        }
        if let command = commands.command(for: words), command.words.count == words.count || words.count > 1 {
            console.printLines(HelpText.help(for: [command]))
            return ExitStatus.success
        }
        let group = commands.commands(under: words[0])
        guard !group.isEmpty else { throw unknownCommand(words) }
        console.printLines(HelpText.help(for: group))
        return ExitStatus.success
    }

    /// Whether `words` is a group word alone (the first word of several commands): it shows the group's help.
    package func isGroup(_ words: [String]) -> Bool {
        words.count == 1 && commands.command(for: words) == nil && !commands.commands(under: words[0]).isEmpty
    }

    /// Why `words` name no command. An option before the command's words (`mosaic --no-image
    /// pokemon show 25`) is named with where it goes, not taken for an unknown command.
    package func unknownCommand(_ words: [String]) -> CommandError {
        if let misplaced = misplacedOption(in: words) { return misplaced }
        let group = commands.commands(under: words[0])
        if !group.isEmpty {
            let names = group.map { $0.words.dropFirst().joined(separator: " ") }.joined(separator: ", ")
            let typed = words.prefix(2).joined(separator: " ").echoed
            return .usage("unknown command '\(typed)'; \(words[0]) takes: \(names)")
        }
        let groups = Array(Set(commands.all.compactMap(\.words.first))).sorted().joined(separator: ", ")
        return .usage("unknown command '\(words[0].echoed)'; commands: \(groups) (see mosaic --help)")
    }

    /// The error for the first option among `words` when it stands before the command's words:
    /// which command it belongs to and where it goes, or that no command takes it. `nil` when
    /// the words before it are already no command's (`pokemon shwo --no-image`): that is the error.
    private func misplacedOption(in words: [String]) -> CommandError? {
        guard let index = words.firstIndex(where: Self.isOption) else { return nil }
        let before = Array(words[..<index])
        guard commands.all.contains(where: { $0.words.starts(with: before) }) else { return nil }
        let option = CommandArguments.splitInline(words[index]).0
        var rest = words
        rest.remove(at: index)
        // Its value, if it takes one, stands right after it (`--offset 20 pokemon list`).
        var restWithoutValue = rest
        if index < restWithoutValue.endIndex { restWithoutValue.remove(at: index) }
        if let command = commands.command(for: rest) ?? commands.command(for: restWithoutValue) {
            let name = command.words.joined(separator: " ")
            guard command.options.contains(where: { $0.name == option }) else {
                return .usage("unknown option \(option.echoed) for '\(name)' (usage: \(command.usage))")
            }
            return .usage("\(option) is an option of '\(name)'; put it after the command (usage: \(command.usage))")
        }
        let takers = commands.all.filter { $0.options.contains { $0.name == option } }
        let inGroup = takers.filter { $0.words.first == rest.first }
        let named = (inGroup.isEmpty ? takers : inGroup).map { "'\($0.words.joined(separator: " "))'" }
        guard let first = named.first else {
            return .usage("unknown option \(option.echoed); no command takes it (see mosaic --help)")
        }
        let commands =
            named.count == 1 ? first : "\(named.dropLast().joined(separator: ", ")) and \(named[named.count - 1])"
        return .usage("\(option) is an option of \(commands); put it after the command")
    }

    /// `-x` and `--name`; not `-` (stdin, by convention) or `--`, which ends the options.
    private static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && word != "--"
    }
}
