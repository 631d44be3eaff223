import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

@Suite("Running mosaic: help, usage errors and exit statuses")
@MainActor
struct MosaicRunTests {
    private func run(_ arguments: [String]) async -> (status: Int32, console: RecordingConsole) {
        await InProcessMosaic.run(arguments, features: .samples)
    }

    @Test func helpListsEveryCommandAndGlobalOption() async {
        let (status, console) = await run(["--help"])
        #expect(status == 0)
        #expect(console.output.contains("mosaic flags"))
        #expect(console.output.contains("config"))
        for option in [
            "--json", "--base-url NAME=URL", "--live", "--store", "--analytics", "--flag KEY=on|off",
            "--flags-file", "--verbose", "--now ISO8601",
        ] {
            #expect(console.output.contains(option), "help does not mention \(option)")
        }
        #expect(console.error.isEmpty)
    }

    @Test func noArgumentsWithoutATerminalPrintsHelpAndSucceeds() async {
        let (status, console) = await run([])
        #expect(status == 0)
        #expect(console.output.contains("Usage: mosaic"))
    }

    /// An unknown command, a bad global option value, an unexpected argument: one error line, exit 64.
    @Test(arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'"),
        (
            ["config", "--analytics", "mixpanel"],
            "error: --analytics takes zoogle, console, none or segment:URL, not 'mixpanel'\n"
        ),
        (["config", "extra"], "error: unexpected argument 'extra'"),
    ])
    func aUsageErrorIsOneErrorLineAndExit64(arguments: [String], start: String) async {
        let (status, console) = await run(arguments)
        #expect(status == 64)
        #expect(console.output.isEmpty)
        #expect(console.error.hasPrefix(start))
        #expect(console.error.split(separator: "\n").count == 1)
    }

    @Test func configReportsTheAdaptersInEffectAsJSON() async throws {
        let (status, console) = await run([
            "config", "--json", "--store", "memory", "--base-url", "alpha=http://127.0.0.1:1/v5",
        ])
        #expect(status == 0)
        let report = try JSONDecoder().decode(ConfigJSON.self, from: Data(console.output.utf8))
        #expect(report.store.hasPrefix("memory"))
        #expect(report.apis.map(\.name) == ["alpha", "beta"])
        let alpha = try #require(report.apis.first { $0.name == "alpha" })
        #expect(alpha.baseURL == "http://127.0.0.1:1/v5")
        #expect(alpha.transport.contains("URLSession"))
        let beta = try #require(report.apis.first { $0.name == "beta" })
        #expect(beta.transport.contains("bundled"))
    }

    @Test func theRegisteredFeaturesCommandsRunOnTheirEmulatorAndAppearInHelp() async {
        let (status, console) = await run(["alpha", "ping"])
        #expect(status == 0, "\(console.error)")
        #expect(console.output == "\"pong\"\n")
        let help = await run(["--help"])
        #expect(help.console.output.contains("alpha ping"))
        #expect(help.console.output.contains("Send API NAME (alpha, beta)"))
    }

    @Test func theFlagsCommandListsTheRegisteredFeaturesFlagsAndTheyReachTheFeature() async {
        let flags = await run(["flags"])
        #expect(flags.console.output.contains("alpha.enabled"))
        let (status, console) = await run(["alpha", "ping", "--flag", "alpha.enabled=off"])
        #expect(status == 1)
        #expect(console.error == "error: alpha is switched off\n")
    }

    @Test func commandHelpShowsTheCommandsUsage() async {
        let (status, console) = await run(["config", "--help"])
        #expect(status == 0)
        #expect(console.output.contains("Usage: mosaic config"))
    }

    private struct ConfigJSON: Decodable {
        struct APIRow: Decodable {
            var name: String
            var baseURL: String
            var transport: String
        }
        var apis: [APIRow]
        var store: String
    }
}
