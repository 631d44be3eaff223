import CommandLineKit
import Testing

@Suite("A command's description")
@MainActor
struct CommandTests {
    let show = Command(
        ["items", "show"], arguments: "<id|name>", summary: "Shows one item.",
        options: [.value("--page", "N", help: "The page."), .flag("--all", help: "Every page.")]
    ) { _ in { _ in } }

    func arguments(_ words: [String]) throws(CommandError) -> CommandArguments {
        try CommandArguments(words, usage: show.usage, options: show.options)
    }

    @Test func theUsageLineNamesTheWordsThePositionalsAndEveryOptionInOrder() {
        #expect(show.usage == "mosaic items show <id|name> [--page N] [--all]")
        let bare = Command(["flags"], summary: "Lists the flags.") { _ in { _ in } }
        #expect(bare.usage == "mosaic flags")
    }

    @Test func parsingKnowsWhichDeclaredOptionsTakeAValue() throws {
        var arguments = try arguments(["25", "--page", "3", "--all"])
        #expect(try arguments.value("--page") == "3")
        let all = arguments.flag("--all")
        #expect(all)
        #expect(arguments.positional() == "25")
        try arguments.finish()
    }

    @Test func aMisusedOptionIsAUsageErrorThatQuotesTheUsageLine() {
        #expect(throws: CommandError.usage("option --all takes no value, not 'yes' (usage: \(show.usage))")) {
            try arguments(["25", "--all=yes"])
        }
    }
}
