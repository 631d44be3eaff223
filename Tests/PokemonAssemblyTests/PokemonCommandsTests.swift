import CommandLineKitTesting
import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Testing

@Suite("pokemon commands, offline on the bundled Pokédex")
@MainActor
struct PokemonCommandsTests {
    private func run(
        _ arguments: [String], client: (any HTTPClient)? = nil, store: any RecordStore = RecordingRecordStore()
    ) async -> (status: Int32, console: RecordingConsole) {
        await PokemonCommandRunner.run(arguments, client: client, store: store)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The app's "load more" (infinite scrolling off) never reaches command output: the last line
    /// is the command for the next page.
    @Test func listPrintsTheFirstPageAsATableThenWhatOpensARowAndTheNextPage() async {
        let (status, console) = await run(["pokemon", "list", "--flag", "pokemon.infiniteScroll=off"])
        #expect(status == 0)
        #expect(console.output.contains("20 shown of 1351"))
        #expect(console.output.contains(" 1  Bulbasaur"))
        #expect(console.output.contains("20  Raticate"))
        #expect(!console.output.contains("load more"))
        #expect(
            console.output.hasSuffix(
                "\nOpen one with: mosaic pokemon show <id|name>\nNext page: mosaic pokemon list --offset 20\n"))
    }

    @Test func listAsJSONHasTheTotalAndIdsAndNames() async throws {
        let (status, console) = await run(["pokemon", "list", "--offset", "20", "--limit", "5", "--json"])
        #expect(status == 0)
        let list = try object(console.output)
        let items = try #require(list["items"] as? [[String: Any]])
        #expect(
            list["paging"] as? NSDictionary == [
                "offset": 20, "pageSize": 5, "total": 1351, "hasNextPage": true, "page": NSNull(),
                "lastPage": NSNull(), "nextPageCommand": "mosaic pokemon list --limit 5 --offset 25",
            ])
        #expect(items.compactMap { $0["id"] as? Int } == Array(21...25))
        #expect(items.first?["name"] as? String == "Spearow")
    }

    @Test func listAllWalksEveryPage() async throws {
        let (status, console) = await run(["pokemon", "list", "--all", "--limit", "200", "--json"])
        #expect(status == 0)
        let list = try object(console.output)
        let ids = try #require(list["items"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        #expect(ids.count == 1351 && Set(ids).count == 1351)
        #expect((list["paging"] as? [String: Any])?["hasNextPage"] as? Bool == false)
    }

    @Test func listPastTheEndExits1NamingTheLastPage() async throws {
        let (status, console) = await run(["pokemon", "list", "--offset", "5000"])
        #expect(status == 1)
        #expect(console.output.isEmpty)
        #expect(
            console.error
                == "error: offset 5000 is past the end of the list (1351 Pokémon); see `mosaic pokemon list --offset 1340`\n"
        )
    }

    @Test func aNameWithAnAccentIsToldWhatIsAllowedAndTheASCIISpelling() async {
        let (status, console) = await run(["pokemon", "show", "flabébé"])
        #expect(status == 64)
        #expect(
            console.error
                == "error: 'flabébé' is not a Pokémon id or name: an id is digits (such as 25), and a name is written as PokeAPI spells it, in ASCII letters a-z, digits and hyphens, at most 60 characters (try 'flabebe')\n"
        )
    }

    /// `--no-image` goes after the command (OptionPlacementTests: not before it).
    @Test func showPrintsConvertedUnits() async {
        let (status, console) = await run(["pokemon", "show", "25", "--no-image"])
        #expect(status == 0)
        #expect(console.output.hasPrefix("Pikachu (#25)"))
        #expect(console.output.contains("6.0 kg"))
        #expect(console.output.contains("40 cm"))
    }

    @Test func showAsJSONWritesNullForAMissingImage() async throws {
        let (status, console) = await run(["pokemon", "show", "pikachu-starter", "--json"])
        #expect(status == 0)
        let json = try object(console.output)
        #expect(json["id"] as? Int == 10158)
        #expect(json["imageURL"] is NSNull)
        #expect(json["types"] as? [String] == ["Electric"])
        #expect(json["weightKg"] as? Double == 6.0)
        #expect(json["heightCm"] as? Int == 40)
    }

    @Test func measurementsAndTypesFlagsHideThemInTheOutput() async throws {
        let (_, console) = await run([
            "pokemon", "show", "1", "--json", "--flag", "pokemon.showMeasurements=off",
            "--flag", "pokemon.showTypes=off",
        ])
        let json = try object(console.output)
        #expect(json["weightKg"] is NSNull)
        #expect(json["heightCm"] is NSNull)
        #expect(json["types"] is NSNull)
        #expect(json["name"] as? String == "Bulbasaur")
    }

    /// Numbers that are not plain digits, paths, spaces, queries, zero and non-ASCII letters.
    @Test(arguments: ["+25", "25.0", "٢٥", "../25", "pika chu", "25?x=1", "0", "é"])
    func aBadIdIsRefusedBeforeAnyRequest(_ text: String) async {
        let client = RecordingHTTPClient { _ in .json("{}") }
        let (status, console) = await run(["pokemon", "show", text], client: client)
        #expect(status == 64)
        #expect(console.output.isEmpty)
        #expect(console.error.hasPrefix("error: '\(text)' is not a Pokémon id or name"))
        #expect(client.requests.isEmpty)
    }

    @Test func aNameTooLongToBeAPokemonIsRefusedAndQuotedShortened() async {
        let client = RecordingHTTPClient { _ in .json("{}") }
        let (status, console) = await run(["pokemon", "show", String(repeating: "a", count: 100)], client: client)
        #expect(status == 64)
        #expect(!console.error.contains(String(repeating: "a", count: 81)))
        #expect(console.error.contains("at most 60 characters"))
        #expect(client.requests.isEmpty)
    }

    /// Browsing works without the backup; sync and backup check refuse, naming the flag.
    @Test func withBackupOffNothingIsReadOrWritten() async {
        let store = RecordingRecordStore()
        _ = await run(["pokemon", "list", "--flag", "pokemon.backup=off"], store: store)
        _ = await run(["pokemon", "show", "25", "--flag", "pokemon.backup=off"], store: store)
        let (status, _) = await run(["pokemon", "sync", "--flag", "pokemon.backup=off"], store: store)
        #expect(status == 1)
        let (checkStatus, check) = await run(
            ["pokemon", "backup", "check", "--flag", "pokemon.backup=off"], store: store)
        #expect(checkStatus == 1)
        #expect(
            check.error == "error: pokemon backup check reads the backup, which the flag pokemon.backup turns off\n")
        #expect(await store.operations.isEmpty)
    }

    @Test func syncBacksUpEverythingAndASecondRunFetchesNothing() async {
        let store = RecordingRecordStore()
        let client = StubPokeAPI(count: 30).makeClient()
        let (status, console) = await run(["pokemon", "sync"], client: client, store: store)
        #expect(status == 0)
        #expect(console.output.contains("details: fetched 30, already saved 0, repaired 0, failed 0 (30 in all)"))
        #expect(!console.output.contains("details 30/30"), "progress is for a terminal's stderr, never stdout")
        #expect(console.error.isEmpty)

        let before = client.requests.count
        let (again, second) = await run(["pokemon", "sync"], client: client, store: store)
        #expect(again == 0)
        #expect(second.output.contains("details: fetched 0, already saved 30, repaired 0, failed 0 (30 in all)"))
        #expect(client.requests.count == before)
    }

    @Test func aSyncThatRunsOutOfDiskSaysSoOnItsErrorLine() async {
        let store = RecordingRecordStore()
        await store.setWriteFailure(.ioFailure(reason: "store.sqlite: database or disk is full"))
        let (status, console) = await run(
            ["pokemon", "sync"], client: StubPokeAPI(count: 30).makeClient(), store: store)
        #expect(status == 1)
        let lines = console.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.contains("(first: page at offset 0: storage failed: store.sqlite: database or disk is full)")
                == true, "\(console.error)")
    }
}
