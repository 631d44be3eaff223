import AppComposition
import CommandLineKit
import CommandLineKitTesting
import Foundation
import LaunchesAssembly
import LaunchesEmulator
import NetworkingOffline
import NetworkingOfflineTesting
import NetworkingTesting
import Testing

/// The launches commands over real HTTP (`--base-url spacex=...` to a loopback server serving
/// the bundled data, through the URLSession adapter) answer as they do offline.
@Suite("Launches over a loopback HTTP server")
@MainActor
struct LaunchesLoopbackTests {
    private func run(_ arguments: [String]) async -> (Int32, CapturingConsole) {
        let console = CapturingConsole()
        let status = await Mosaic.run(
            arguments: arguments + ["--analytics", "none", "--store", "memory", "--now", "2026-11-22T18:00:00Z"],
            environment: ["HOME": "/nonexistent"], console: console, features: FeatureRegistry([LaunchesModule.self]))
        return (status, console)
    }

    @Test(arguments: [
        ["launches", "list", "--upcoming", "--all", "--limit", "7", "--json"],
        ["launches", "list", "--past", "--page", "3", "--limit", "5"],
        ["launches", "show", "5eb87d42ffd86e000604b384", "--json"],
        ["launches", "show", "6243ae7daf52800c6e91925b"],
    ])
    func `over HTTP the answer is the bundled one`(arguments: [String]) async throws {
        let (offlineStatus, offline) = await run(arguments)
        #expect(offlineStatus == 0)
        try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { server, base in
            let (status, live) = await run(arguments + ["--base-url", "spacex=\(base.absoluteString)"])
            #expect(status == 0, "stderr: \(live.error)")
            #expect(live.output == offline.output)
            #expect(server.requests.contains { $0.method == (arguments[1] == "list" ? "POST" : "GET") })
        }
    }

    @Test func `an unknown id over HTTP exits 1 with the not-found message`() async throws {
        try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { _, base in
            let (status, console) = await run([
                "launches", "show", "000000000000000000000000", "--base-url", "spacex=\(base.absoluteString)",
            ])
            #expect(status == 1)
            #expect(console.error == "error: no launch has the id 000000000000000000000000\n")
        }
    }
}
