import AppCompositionTesting
import Foundation
import FoundationTesting
import PokemonEmulatorTesting
import Testing

extension BackupProcessTests {
    /// `mosaic` processes creating and filling one new store at once, as syncs started in two terminals
    /// would: none may fail or take the half-created store for a foreign one, and the store ends complete.
    @Suite("one new store, three processes at once", .serialized)
    @MainActor
    struct BackupConcurrencyTests {
        static let pokemonCount = 60
        static let rounds = 3

        @Test(arguments: BackupStoreKind.allCases)
        func twoSyncsAndAListStartedTogetherOnANewStoreAllSucceedAndFillIt(_ kind: BackupStoreKind) async throws {
            let folder = try TemporaryDirectory()
            let mosaic = try MosaicRunner(in: folder.url)

            try await BundledDataServer.run(StubPokedex(count: Self.pokemonCount), basePath: "api/v2") { _, base in
                let api = ["--base-url", "pokeapi=\(base.absoluteString)"]
                for round in 0..<Self.rounds {
                    let store = kind.option(kind.location(in: folder.url, name: "round-\(round)"))
                    let processes = try [
                        mosaic.start(["pokemon", "sync"] + api + store),
                        mosaic.start(["pokemon", "sync"] + api + store),
                        mosaic.start(["pokemon", "list", "--limit", "1"] + api + store),
                    ]
                    for process in processes {
                        let status = try await process.wait()
                        #expect(status == 0, "round \(round): \(process.command): \(process.errorOutput)")
                        // Browsing carries on without a store it cannot open, but says so: it must not need to.
                        #expect(process.errorOutput.isEmpty, "round \(round): \(process.errorOutput)")
                    }

                    let check = try await mosaic.run(["pokemon", "backup", "check", "--json"] + store)
                    #expect(check.status == 0, "round \(round): \(check.error)")
                    let report = try JSONDecoder().decode(BackupCheckJSON.self, from: Data(check.output.utf8))
                    #expect(report.healthy)
                    #expect(report.listEntries.good == Self.pokemonCount)
                    #expect(report.details.good == Self.pokemonCount)
                }
            }
        }
    }
}
