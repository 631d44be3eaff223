import AppComposition
import AppCompositionTesting
import LaunchesAssembly
import LaunchesEmulator
import Testing

/// The launches commands give the same answer over real HTTP (`--base-url` to a loopback
/// server, through the URLSession adapter) as from the bundled data.
@Suite("Launches commands over a loopback HTTP server match their bundled answers")
@MainActor
struct LaunchesLoopbackParityTests {
    @Test(arguments: [
        ["launches", "list", "--past", "--page", "3", "--json"],
        ["launches", "show", "5fe3b15eb3467846b324216d", "--now", "2022-01-01T00:00:00Z", "--json"],
    ])
    func overHTTPTheAnswerIsTheBundledOne(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([LaunchesModule.self]), api: "spacex", emulator: SpaceXEmulator(),
            basePath: "v5")
    }
}
