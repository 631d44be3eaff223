import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import DealershipAssembly
import DealershipCommandLine
import DealershipEmulator
import DealershipTerminal
import DealershipWeb
import Foundation
import LoopbackTesting
import Testing

/// The dealership commands answer over real HTTP (`--base-url` to a loopback server) as from the bundled data.
@Suite("Dealership commands over a loopback HTTP server match their bundled answers")
@MainActor
struct DealershipLoopbackParityTests {
    @Test(arguments: [
        ["dealership", "list", "--json"],
        ["dealership", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97", "--json"],
    ])
    func overHTTPTheAnswerIsTheBundledOne(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([DealershipModule.self]), api: "ironforge",
            emulator: IronForgeEmulator(),
            basePath: "graphql")
    }

    @Test func aServerErrorIsOneErrorLineAndExit1() async throws {
        try await BundledDataServer.run(
            IronForgeEmulator(), basePath: "graphql", failing: { _ in .text("down", status: 503) }
        ) {
            _, base in
            let (status, console) = await InProcessMosaic.run(
                [
                    "dealership", "list", "--base-url", "ironforge=\(base.absoluteString)", "--analytics", "none",
                ], features: FeatureRegistry([DealershipModule.self]))
            #expect(status == 1)
            #expect(console.error.hasPrefix("error: "))
            #expect(console.error.split(separator: "\n").count == 1)
        }
    }
}
