import AppComposition
import Foundation
import Testing

@Suite("Running mosaic: help, usage errors and exit statuses")
@MainActor
struct MosaicRunTests {
    private func run(_ arguments: [String]) async -> (status: Int32, console: CapturingConsole) {
        let console = CapturingConsole()
        let status = await Mosaic.run(arguments: arguments, environment: ["HOME": "/nonexistent"], console: console)
        return (status, console)
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

    @Test func anUnknownCommandIsOneErrorLineAndExit64() async {
        let (status, console) = await run(["frobnicate"])
        #expect(status == 64)
        #expect(console.output.isEmpty)
        #expect(console.error.hasPrefix("error: unknown command 'frobnicate'"))
        #expect(console.error.split(separator: "\n").count == 1)
    }

    @Test func aBadGlobalOptionValueIsExit64() async {
        let (status, console) = await run(["config", "--analytics", "mixpanel"])
        #expect(status == 64)
        #expect(console.error == "error: --analytics takes zoogle, console or none, not 'mixpanel'\n")
    }

    @Test func anUnexpectedArgumentToACommandIsExit64() async {
        let (status, console) = await run(["config", "extra"])
        #expect(status == 64)
        #expect(console.error.hasPrefix("error: unexpected argument 'extra'"))
    }

    @Test func configReportsTheAdaptersInEffectAsJSON() async throws {
        let (status, console) = await run([
            "config", "--json", "--store", "memory", "--base-url", "spacex=http://127.0.0.1:1/v5",
        ])
        #expect(status == 0)
        let report = try JSONDecoder().decode(ConfigJSON.self, from: Data(console.output.utf8))
        #expect(report.store.hasPrefix("memory"))
        let spacex = try #require(report.apis.first { $0.name == "spacex" })
        #expect(spacex.baseURL == "http://127.0.0.1:1/v5")
        #expect(spacex.transport.contains("URLSession"))
        let pokeapi = try #require(report.apis.first { $0.name == "pokeapi" })
        #expect(pokeapi.transport.contains("bundled"))
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
