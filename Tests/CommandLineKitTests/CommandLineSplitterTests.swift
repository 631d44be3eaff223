import Testing

@testable import CommandLineKit

@Suite("Global options are found wherever they stand")
struct CommandLineSplitterTests {
    /// Repeatable options keep every value, in order.
    @Test func optionsBeforeAndAfterCommandWordsAreTakenOut() throws {
        let (options, rest) = try CommandLineSplitter.split([
            "--json", "--base-url", "pokeapi=http://a", "pokemon", "--store", "memory", "list", "--limit", "5",
            "--flag=pokemon.backup=off", "--base-url=spacex=http://b",
        ])
        #expect(options.json)
        #expect(options.store == "memory")
        #expect(options.flags == ["pokemon.backup=off"])
        #expect(options.baseURLs == ["pokeapi=http://a", "spacex=http://b"])
        #expect(rest == ["pokemon", "list", "--limit", "5"])
    }

    /// A value option at the end or given twice differently, and a global flag given a value:
    /// `--json=yes` is the global flag given a value, not an option the command does not know.
    static let misused: [([String], String)] =
        [
            (["config", "--store"], "option --store needs a value"),
            (["--store", "memory", "--store", "files"], "option --store was given twice with different values"),
        ]
        + ["--json", "--live", "--verbose", "--help", "--version"].map {
            (["pokemon", "list", "\($0)=yes"], "option \($0) takes no value, not 'yes'")
        }

    @Test(arguments: misused)
    func aMisusedGlobalOptionIsAUsageError(_ arguments: [String], _ message: String) {
        #expect(throws: CommandError.usage(message)) { try CommandLineSplitter.split(arguments) }
    }

    @Test func everythingAfterDoubleDashIsLeftForTheCommand() throws {
        let (options, rest) = try CommandLineSplitter.split(["pokemon", "show", "--", "--json"])
        #expect(!options.json)
        // `--` stays, so the command reads what follows as positionals too.
        #expect(rest == ["pokemon", "show", "--", "--json"])
    }

    @Test func aDoubleDashBeforeTheCommandIsDropped() throws {
        let (options, rest) = try CommandLineSplitter.split(["--", "pokemon", "list", "--json", "--", "-1"])
        #expect(options.json)
        #expect(rest == ["pokemon", "list", "--", "-1"])
    }
}
