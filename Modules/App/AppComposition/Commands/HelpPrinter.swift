import CommandLineKit
import CompositionKit

/// Answers `mosaic help ...`, `--help` and unknown commands from the command catalog.
@MainActor
struct HelpPrinter {
    let catalog: CommandCatalog
    let apiNames: [String]
    let console: any Console

    func show(for words: [String]) throws(CommandError) -> Int32 {
        guard !words.isEmpty else {
            console.printLines(HelpText.overview(catalog: catalog, apiNames: apiNames))
            return ExitStatus.success
        }
        if let command = catalog.command(for: words), command.words.count == words.count || words.count > 1 {
            console.printLines(HelpText.help(for: [command]))
            return ExitStatus.success
        }
        let group = catalog.commands(under: words[0])
        guard !group.isEmpty else { throw unknownCommand(words) }
        console.printLines(HelpText.help(for: group))
        return ExitStatus.success
    }

    /// Whether `words` is a group word alone (the first word of several commands): it shows the group's help.
    func isGroup(_ words: [String]) -> Bool {
        words.count == 1 && catalog.command(for: words) == nil && !catalog.commands(under: words[0]).isEmpty
    }

    func unknownCommand(_ words: [String]) -> CommandError {
        let group = catalog.commands(under: words[0])
        if !group.isEmpty {
            let names = group.map { $0.words.dropFirst().joined(separator: " ") }.joined(separator: ", ")
            let typed = words.prefix(2).joined(separator: " ").echoed
            return .usage("unknown command '\(typed)'; \(words[0]) takes: \(names)")
        }
        let groups = Array(Set(catalog.all.compactMap(\.words.first))).sorted().joined(separator: ", ")
        return .usage("unknown command '\(words[0].echoed)'; commands: \(groups) (see mosaic --help)")
    }
}
