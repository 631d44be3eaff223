import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import NetworkingTesting
import PokemonAssembly
import Testing

/// The Pokédex with its flags evaluated by an OFREP service on 127.0.0.1, through the whole
/// app: the service's answer reaches the feature, and outlives the service.
@Suite("pokemon with a remote flag service")
@MainActor
struct PokemonFlagsServiceTests {
    nonisolated private static let answer = #"""
        {"flags": [
          {"key": "pokemon.showTypes", "value": false, "reason": "TARGETING_MATCH", "variant": "off"},
          {"key": "pokemon.showMeasurements", "value": "yes please", "reason": "STATIC"}
        ]}
        """#

    private func run(_ arguments: [String], state: TemporaryDirectory) async -> (Int32, CapturingConsole) {
        await InProcessMosaic.run(
            arguments + ["--store", "memory", "--analytics", "none"], features: FeatureRegistry([PokemonModule.self]),
            // The tests check what the service says, not the 2 s bound: a busy machine may answer slower.
            environment: [
                "XDG_STATE_HOME": state.url.path, "MOSAIC_SERVICE_WAIT_MS": "60000", "OFREP_TIMEOUT_MS": "60000",
            ])
    }

    /// The cells of the `mosaic flags` row for `key`, split on spaces.
    private static func row(_ key: String, in output: String) -> [Substring] {
        output.split(separator: "\n").first { $0.hasPrefix(key + " ") }?.split(separator: " ") ?? []
    }

    @Test func aFlagTheServiceTurnsOffHidesWhatItControls() async throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let server = try await LoopbackHTTPServer.start { _ in .json(Self.answer) }

        let (status, console) = await run(
            ["pokemon", "show", "1", "--json", "--flags-service", server.baseURL.absoluteString], state: state)

        await server.stop()
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["types"] is NSNull)
        #expect(json["heightCm"] as? Int == 70)
        #expect(
            console.error
                == "warning: flags service gave pokemon.showMeasurements the string \"yes please\", "
                + "not true or false; not applied\n")
    }

    @Test func flagsShowTheServiceAsTheOriginAndItsLastAnswerOnceItIsGone() async throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let server = try await LoopbackHTTPServer.start { _ in .json(Self.answer) }
        let url = server.baseURL.absoluteString

        let (liveStatus, live) = await run(["flags", "--flags-service", url], state: state)

        await server.stop()
        #expect(liveStatus == 0)
        #expect(
            Self.row("pokemon.showTypes", in: live.output).prefix(3) == [
                "pokemon.showTypes", "off", "service",
            ])
        #expect(live.output.contains("Service values: answered by \(url) just now."))

        let (status, console) = await run(["flags", "--flags-service", url], state: state)

        #expect(status == 0)
        #expect(
            Self.row("pokemon.showTypes", in: console.output).prefix(3) == [
                "pokemon.showTypes", "off", "service",
            ])
        #expect(console.output.contains("Service values: the last answer of \(url), from just now"))
        #expect(console.error.contains("warning: flags service \(url): cannot reach"))
        #expect(console.error.contains("using its answer from just now"))
        // Also keeps the stopped server, and so its port, until the second run is over.
        #expect(server.requests.count == 1, "the second run reached the stopped service")
    }

    @Test func aServiceThatNeverAnsweredLeavesTheOtherLayersInCharge() async throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let url = try await LoopbackHTTPServer.stoppedURL()

        let (status, console) = await run(
            ["pokemon", "show", "1", "--json", "--flags-service", url.absoluteString], state: state)

        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["types"] as? [String] == ["Grass", "Poison"])
        #expect(console.error.contains("no earlier answer is kept, so the other layers decide"))
    }

    @Test func theCommandLineStillWinsOverTheService() async throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let server = try await LoopbackHTTPServer.start { _ in .json(Self.answer) }

        let (_, console) = await run(
            [
                "pokemon", "show", "1", "--json", "--flags-service", server.baseURL.absoluteString,
                "--flag", "pokemon.showTypes=on",
            ], state: state)

        await server.stop()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["types"] as? [String] == ["Grass", "Poison"])
    }
}
