import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

@Suite("Choosing remote services: --flags-service and --analytics segment:URL")
@MainActor
struct ServiceOptionsTests {
    private func run(
        _ arguments: [String], environment: [String: String] = [:]
    ) async -> (status: Int32, console: RecordingConsole) {
        await InProcessMosaic.run(arguments, features: .samples, environment: environment)
    }

    private func report(_ console: RecordingConsole) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
    }

    @Test func configNamesTheSegmentDestinationButNeverTheWriteKey() async throws {
        let (status, console) = await run(
            ["config", "--json", "--analytics", "segment:http://127.0.0.1:9"],
            environment: ["MOSAIC_SEGMENT_WRITE_KEY": "wk-secret", "XDG_STATE_HOME": "/state"])

        #expect(status == 0)
        let report = try report(console)
        #expect(report["analytics"] as? String == "segment (http://127.0.0.1:9/v1/batch)")
        #expect(
            report["analyticsDestination"] as? String
                == "events sent in batches at exit; undelivered ones wait in /state/mosaic/analytics-queue.json")
        #expect(!console.output.contains("wk-secret"))
    }

    @Test func configListsTheFlagLayersInEffectStrongestFirst() async throws {
        let (_, plain) = await run(["config", "--json"])
        #expect(try report(plain)["flagLayers"] as? [String] == ["command line", "environment", "default"])

        let (_, withService) = await run(
            ["config", "--json", "--flags-file", "/dev/null"],
            environment: ["MOSAIC_FLAGS_SERVICE": "http://127.0.0.1:9"])
        // /dev/null is not a flags file: the file layer is checked before the service is asked.
        #expect(withService.error.hasPrefix("error: flags file /dev/null"))
    }

    @Test(arguments: [
        (
            ["--flags-service", "flagd"], [:],
            "--flags-service takes the absolute http(s) URL of an OFREP service, not 'flagd'"
        ),
        (
            [], ["MOSAIC_FLAGS_SERVICE": "ftp://x"],
            "MOSAIC_FLAGS_SERVICE=ftp://x: not the absolute http(s) URL of an OFREP service"
        ),
        (
            ["--analytics", "segment:nowhere"], [:],
            "--analytics segment:URL needs an absolute http(s) URL, not 'nowhere'"
        ),
    ])
    func aBadServiceChoiceIsAUsageError(arguments: [String], environment: [String: String], message: String) async {
        let (status, console) = await run(["config"] + arguments, environment: environment)

        #expect(status == 64)
        #expect(console.error == "error: \(message)\n")
    }

    @Test(arguments: ["5", "60001", "2s", "-100", ""])
    func aServiceWaitOutsideItsRangeIsAUsageError(_ value: String) async {
        let (status, console) = await run(["config"], environment: ["MOSAIC_SERVICE_WAIT_MS": value])
        if value.isEmpty {
            #expect(status == 0, "an empty variable is as good as none")
        } else {
            #expect(status == 64)
            #expect(
                console.error == "error: MOSAIC_SERVICE_WAIT_MS takes milliseconds from 100 to 60000, not '\(value)'\n")
        }
    }

    @Test func aServiceWaitInRangeIsTakenAndConfigShowsIt() async throws {
        let (status, console) = await run(["config", "--json"], environment: ["MOSAIC_SERVICE_WAIT_MS": "250"])
        #expect(status == 0)
        #expect(try report(console)["serviceWaitMilliseconds"] as? Int == 250)
        let standard = await run(["config", "--json"])
        #expect(try report(standard.console)["serviceWaitMilliseconds"] as? Int == 2000)
    }
}
