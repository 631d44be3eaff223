import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesEmulator
import LaunchesTerminal
import LaunchesWeb
import LoopbackTesting
import Testing

/// The launches commands give the same answer over real HTTP (`--base-url spacex=...` to a
/// loopback server serving the bundled data, through the URLSession adapter) as from the
/// bundled data.
@Suite("Launches commands over a loopback HTTP server match their bundled answers")
@MainActor
struct LaunchesLoopbackParityTests {
    private func run(_ arguments: [String]) async -> (Int32, RecordingConsole) {
        let (status, console) = await InProcessMosaic.run(
            arguments + ["--analytics", "none", "--store", "memory", "--now", "2026-11-22T18:00:00Z"],
            features: FeatureRegistry([LaunchesModule.self]))
        return (status, console)
    }

    @Test(arguments: [
        ["launches", "list", "--past", "--page", "3", "--json"],
        ["launches", "show", "5fe3b15eb3467846b324216d", "--now", "2022-01-01T00:00:00Z", "--json"],
    ])
    func overHTTPTheAnswerIsTheBundledOne(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([LaunchesModule.self]), api: "spacex", emulator: SpaceXEmulator(),
            basePath: "v5")
    }

    @Test(arguments: [
        ["launches", "list", "--upcoming", "--all", "--limit", "7", "--json"],
        ["launches", "list", "--past", "--page", "3", "--limit", "5"],
        ["launches", "show", "5eb87d42ffd86e000604b384", "--json"],
        ["launches", "show", "6243ae7daf52800c6e91925b"],
    ])
    func overHTTPEveryPageAndTheTextAreTheBundledOnes(arguments: [String]) async throws {
        let (offlineStatus, offline) = await run(arguments)
        #expect(offlineStatus == 0)
        try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { server, base in
            let (status, live) = await run(arguments + ["--base-url", "spacex=\(base.absoluteString)"])
            #expect(status == 0, "stderr: \(live.error)")
            #expect(live.output == offline.output)
            #expect(server.requests.contains { $0.method == (arguments[1] == "list" ? "POST" : "GET") })
        }
    }

    @Test func anUnknownIdOverHTTPExits1WithTheNotFoundMessage() async throws {
        try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { _, base in
            let (status, console) = await run([
                "launches", "show", "000000000000000000000000", "--base-url", "spacex=\(base.absoluteString)",
            ])
            #expect(status == 1)
            #expect(console.error == "error: no launch has the id 000000000000000000000000\n")
        }
    }
}
