import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import LoopbackTesting
import NetworkingTesting
import PokemonAssembly
import PokemonCommandLine
import PokemonTerminal
import PokemonWeb
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

    private func run(_ arguments: [String], state: TemporaryDirectory) async -> (Int32, RecordingConsole) {
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

    @Test func flagsShowTheServiceAsTheOriginAndItsKeptAnswerOnceItIsGone() async throws {
        let state = try TemporaryDirectory()
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
        #expect(
            console.output.contains(
                "Service values: the answer \(url) gave just now, kept from an earlier run "
                    + "(it is being asked again in the background)."))
        // The ask made meanwhile ends within the command's run, and says how it went.
        #expect(console.error.contains("warning: flags service \(url): cannot reach"))
        #expect(console.error.contains("using its answer from just now"))
        // Also keeps the stopped server, and so its port, until the second run is over.
        #expect(server.requests.count == 1, "the second run reached the stopped service")
    }

    /// With an answer kept from an earlier run the command does not wait for the service: it
    /// holds its answer until the command has printed, and the command prints from the kept one.
    @Test func aCommandWithAKeptAnswerRunsWithoutWaitingForTheService() async throws {
        let state = try TemporaryDirectory()
        let console = RecordingConsole()
        let printedFirst = ThreadLock<Bool?>(nil)
        let first = ThreadLock(true)
        let server = try await LoopbackHTTPServer.start { _ in
            guard !first.withLock({ $0 }) else {
                first.withLock { $0 = false }
                return .json(Self.answer)
            }
            // Held until the command has printed its result, for a minute at most.
            await waitUntil(atMost: .seconds(60)) { !console.output.isEmpty }
            printedFirst.withLock { $0 = !console.output.isEmpty }
            return .json(#"{"flags": [{"key": "pokemon.showTypes", "value": true}]}"#)
        }
        let url = server.baseURL.absoluteString
        _ = await run(["flags", "--flags-service", url], state: state)

        let status = await Mosaic.run(
            arguments: [
                "pokemon", "show", "1", "--json", "--flags-service", url, "--store", "memory", "--analytics", "none",
            ],
            environment: [
                "HOME": "/nonexistent", "XDG_STATE_HOME": state.url.path, "MOSAIC_SERVICE_WAIT_MS": "60000",
                "OFREP_TIMEOUT_MS": "60000",
            ],
            console: console, features: FeatureRegistry([PokemonModule.self]))

        await server.stop()
        #expect(status == 0)
        #expect(printedFirst.withLock { $0 } == true, "the command waited for the service")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["types"] is NSNull, "the kept answer turns the types off")
        #expect(server.requests.count == 2)
    }

    @Test func aServiceThatNeverAnsweredLeavesTheOtherLayersInCharge() async throws {
        let state = try TemporaryDirectory()
        let url = try await LoopbackHTTPServer.stoppedURL()

        let (status, console) = await run(
            ["pokemon", "show", "1", "--json", "--flags-service", url.absoluteString], state: state)

        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["types"] as? [String] == ["Grass", "Poison"])
        #expect(console.error.contains("no earlier answer is kept, so the other layers decide"))
    }
}
