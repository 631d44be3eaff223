import Testing

@testable import CommandLineKit

@Suite("Global options are found wherever they stand")
struct CommandLineSplitterTests {
    @Test func optionsBeforeAndAfterCommandWordsAreTakenOut() throws {
        let (options, rest) = try CommandLineSplitter.split([
            "--json", "pokemon", "--store", "memory", "list", "--limit", "5", "--flag=pokemon.backup=off",
        ])
        #expect(options.json)
        #expect(options.store == "memory")
        #expect(options.flags == ["pokemon.backup=off"])
        #expect(rest == ["pokemon", "list", "--limit", "5"])
    }

    @Test func repeatableOptionsKeepEveryValueInOrder() throws {
        let (options, _) = try CommandLineSplitter.split([
            "--base-url", "pokeapi=http://a", "config", "--base-url=spacex=http://b",
        ])
        #expect(options.baseURLs == ["pokeapi=http://a", "spacex=http://b"])
    }

    @Test func aValueOptionAtTheEndIsAUsageError() {
        #expect(throws: CommandError.usage("option --store needs a value")) {
            try CommandLineSplitter.split(["config", "--store"])
        }
    }

    /// `--json=yes` is the global flag given a value, not an option the command does not know.
    @Test(arguments: ["--json", "--live", "--verbose", "--help", "--version"])
    func aGlobalFlagGivenAValueSaysItTakesNone(_ flag: String) {
        #expect(throws: CommandError.usage("option \(flag) takes no value, not 'yes'")) {
            try CommandLineSplitter.split(["pokemon", "list", "\(flag)=yes"])
        }
    }

    @Test func aSingleValueOptionGivenTwiceDifferentlyIsRefused() {
        #expect(throws: CommandError.self) {
            try CommandLineSplitter.split(["--store", "memory", "--store", "files"])
        }
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
