import AppComposition
import AppCompositionTesting
import CommandLineKitTesting
import Foundation
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesEmulator
import LaunchesTerminal
import LaunchesWeb
import Testing

/// The launches commands answer the same over real HTTP (`--base-url spacex=...` to a loopback server of the
/// bundled data, through the URLSession adapter) as from the bundled data.
@Suite("Launches commands over a loopback HTTP server match their bundled answers")
@MainActor
struct LaunchesLoopbackParityTests {
    /// The request's method is checked in LaunchDecodingTests; `--now` fixes the text's countdown.
    @Test(arguments: [
        ["launches", "list", "--past", "--page", "3", "--json"],
        ["launches", "show", "5fe3b15eb3467846b324216d", "--now", "2022-01-01T00:00:00Z", "--json"],
        ["launches", "list", "--upcoming", "--all", "--limit", "7", "--json"],
        ["launches", "list", "--past", "--page", "3", "--limit", "5"],
        ["launches", "show", "5eb87d42ffd86e000604b384", "--json"],
        ["launches", "show", "6243ae7daf52800c6e91925b", "--now", "2026-11-22T18:00:00Z"],
    ])
    func overHTTPEveryPageAndTheTextAreTheBundledOnes(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([LaunchesModule.self]), api: "spacex", emulator: SpaceXEmulator(),
            basePath: "v5")
    }

    @Test func anUnknownIdOverHTTPExits1WithTheNotFoundMessage() async throws {
        try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { _, base in
            let (status, console) = await InProcessMosaic.run(
                [
                    "launches", "show", "000000000000000000000000", "--base-url", "spacex=\(base.absoluteString)",
                    "--analytics", "none", "--store", "memory",
                ], features: FeatureRegistry([LaunchesModule.self]))
            #expect(status == 1)
            #expect(console.error == "error: no launch has the id 000000000000000000000000\n")
        }
    }
}
