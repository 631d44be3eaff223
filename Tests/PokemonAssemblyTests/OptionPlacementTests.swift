import CommandLineKitTesting
import PersistenceTesting
import Testing

/// A command's option typed before the command: the message says whose option it is and where it
/// goes, instead of taking the option for an unknown command.
@Suite("A command option before the command")
@MainActor
struct OptionPlacementTests {
    private nonisolated static let showUsage = "mosaic pokemon show <id|name> [--image] [--no-image]"
    private nonisolated static let listUsage = "mosaic pokemon list [--offset N] [--limit N] [--all]"

    nonisolated static let cases: [(arguments: [String], error: String)] = [
        (
            ["--no-image", "pokemon", "show", "25"],
            "--no-image is an option of 'pokemon show'; put it after the command (usage: \(showUsage))"
        ),
        (
            ["pokemon", "--no-image", "show", "25"],
            "--no-image is an option of 'pokemon show'; put it after the command (usage: \(showUsage))"
        ),
        (
            ["--image=yes", "pokemon", "show", "25"],
            "--image is an option of 'pokemon show'; put it after the command (usage: \(showUsage))"
        ),
        (
            ["--offset", "20", "pokemon", "list"],
            "--offset is an option of 'pokemon list'; put it after the command (usage: \(listUsage))"
        ),
        (["--all", "pokemon", "show", "25"], "unknown option --all for 'pokemon show' (usage: \(showUsage))"),
        (["--colour", "pokemon", "list"], "unknown option --colour for 'pokemon list' (usage: \(listUsage))"),
        (["--no-image"], "--no-image is an option of 'pokemon show'; put it after the command"),
        (["pokemon", "--limit", "5"], "--limit is an option of 'pokemon list'; put it after the command"),
        (["--colour"], "unknown option --colour; no command takes it (see mosaic --help)"),
        (["help", "--no-image"], "--no-image is an option of 'pokemon show'; put it after the command"),
        (["pokemon", "--no-image"], "--no-image is an option of 'pokemon show'; put it after the command"),
        // The option is after the words; the words are what is wrong.
        (
            ["pokemon", "shwo", "--no-image"],
            "unknown command 'pokemon shwo'; pokemon takes: list, show, sync, backup check"
        ),
    ]

    @Test(arguments: cases.indices)
    func theMessageSaysWhereTheOptionGoes(_ index: Int) async {
        let (arguments, error) = Self.cases[index]
        let (status, console) = await PokemonCommandRunner.run(arguments, store: RecordingRecordStore())
        #expect(status == 64)
        #expect(console.error == "error: \(error)\n")
        #expect(console.output.isEmpty)
    }
}
