import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import LoopbackTesting
import NetworkingOffline
import PersistenceTesting
import PokemonAssembly
import PokemonCommandLine
import PokemonEmulator
import PokemonEmulatorTesting
import PokemonTerminal
import PokemonWeb
import Testing

@Suite("Pokédex end to end: the composition root over a loopback HTTP server")
@MainActor
struct PokemonLoopbackParityTests {
    private func run(
        _ arguments: [String], store: RecordingRecordStore = RecordingRecordStore()
    ) async -> (Int32, RecordingConsole) {
        await InProcessMosaic.run(
            arguments + ["--analytics", "none"], features: FeatureRegistry([PokemonModule.self]),
            overrides: AppGraph.Overrides(store: store))
    }

    /// The paths asked for are checked in PokemonListServiceTests and PokemonDetailServiceTests.
    @Test(arguments: [["pokemon", "list", "--offset", "40", "--limit", "7", "--json"], ["pokemon", "show", "25"]])
    func listAndShowOverHTTPMatchTheBundledAnswers(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([PokemonModule.self]), api: "pokeapi", emulator: PokeAPIEmulator(),
            basePath: "api/v2")
    }

    @Test func anUnknownIdOverHTTPIsOneErrorLineAndExit1() async throws {
        try await BundledDataServer.run(PokeAPIEmulator(), basePath: "api/v2") { _, base in
            let (status, console) = await run([
                "pokemon", "show", "99999", "--base-url", "pokeapi=\(base.absoluteString)",
            ])
            #expect(status == 1)
            #expect(console.error.hasPrefix("error: no Pokémon"))
            #expect(console.error.split(separator: "\n").count == 1)
        }
    }

    @Test func syncAgainstAFlakyServerReportsFailuresThenResumesWithOnlyWhatIsMissing() async throws {
        let store = RecordingRecordStore()
        // Every detail whose id ends in 7 fails with a 500 on the first run.
        let failing: @Sendable (LoopbackRequest) -> LoopbackResponse? = { request in
            let parts = request.path.split(separator: "/")
            guard parts.count == 4, parts[2] == "pokemon", parts[3].hasSuffix("7") else { return nil }
            return .text("upstream exploded", status: 500)
        }
        // 300 real Pokémon, real paging: the behaviour of the whole Pokédex in a quarter of the time.
        let pokedex = StubPokedex(count: 300)
        let firstFailures = try await BundledDataServer.run(pokedex, basePath: "api/v2", failing: failing) {
            _, base in
            let (status, console) = await run(
                ["pokemon", "sync", "--json", "--base-url", "pokeapi=\(base.absoluteString)"], store: store)
            #expect(status == 1)
            let counts = try details(console.output)
            #expect(console.error.hasPrefix("error: \(counts["failed", default: 0]) item(s) could not be backed up"))
            #expect(counts["failed", default: 0] > 0)
            #expect(counts["fetched", default: 0] + counts["failed", default: 0] == 300)
            return counts["failed", default: 0]
        }
        try await BundledDataServer.run(pokedex, basePath: "api/v2") { server, base in
            let (status, console) = await run(
                ["pokemon", "sync", "--json", "--base-url", "pokeapi=\(base.absoluteString)"], store: store)
            #expect(status == 0)
            let counts = try details(console.output)
            #expect(counts["fetched"] == firstFailures)
            #expect(counts["alreadySaved"] == 300 - firstFailures)
            #expect(counts["failed"] == 0)
            let detailRequests = server.requests.filter { $0.path.split(separator: "/").count == 4 }
            #expect(detailRequests.count == firstFailures)
        }
    }

    private func details(_ output: String) throws -> [String: Int] {
        let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return try #require(report?["details"] as? [String: Int])
    }
}
