import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import NetworkingURLSession

/// Flags, answers and a service under test, shared by the OFREP suites.
enum OFREPFixtures {
    static let showTypes = FeatureFlag(key: "pokemon.showTypes", defaultValue: true, description: "Types")
    static let countdown = FeatureFlag(key: "launches.countdown", defaultValue: true, description: "Countdown")
    static let declared = [showTypes, countdown]
    static let answeredAt = Date(timeIntervalSince1970: 1_800_000_000)
    static let appVersion = "9.8.7"

    static func cacheFile(in directory: TemporaryDirectory) -> URL {
        directory.url.appending(path: "flags-service.json")
    }

    /// A bulk evaluation answer giving each flag in `values` its value, as flagd would send it.
    static func answer(_ values: [String: Bool]) -> String {
        let flags = values.sorted { $0.key < $1.key }.map { key, value in
            #"{"key": "\#(key)", "value": \#(value), "reason": "STATIC", "variant": "\#(value ? "on" : "off")", "metadata": {}}"#
        }
        return #"{"flags": [\#(flags.joined(separator: ", "))], "metadata": {}}"#
    }

    /// Keeps one answer for `install-1` in `directory`; returns the service's URL, where nothing answers now.
    static func keptAnswer(
        _ values: [String: Bool], in directory: TemporaryDirectory, credentials: OFREPCredentials? = nil
    ) async throws -> URL {
        try await LoopbackHTTPServer.run { _ in
            .json(answer(values))
        } operation: { server in
            _ = await service(at: server.baseURL, cacheIn: directory, credentials: credentials)
                .evaluate(declared, targetingKey: "install-1")
            return server.baseURL
        }
    }

    /// A service whose clock reads `now`, unless the test moves a `clock` of its own.
    static func service(
        at baseURL: URL, cacheIn directory: TemporaryDirectory, credentials: OFREPCredentials? = nil,
        headers: [String: String] = [:], timeout: Duration = .seconds(120), now: Date = answeredAt,
        clock: (@Sendable () -> Date)? = nil
    ) -> OFREPFlagService {
        OFREPFlagService(
            baseURL: baseURL,
            http: URLSessionHTTPClient(configuration: .init(requestTimeout: .seconds(120), retryPolicy: .never)),
            credentials: credentials,
            headers: headers,
            appVersion: appVersion,
            timeout: timeout,
            cacheFile: cacheFile(in: directory),
            now: clock ?? { now }
        )
    }

}
