import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import Testing

@testable import AppComposition

@Suite("Resolving the configuration from options and environment")
@MainActor
struct AppConfigurationTests {
    private func resolve(
        _ arguments: [String], environment: [String: String] = ["HOME": "/home/u"]
    ) async throws
        -> AppConfiguration
    {
        let (options, _) = try CommandLineSplitter.split(arguments)
        return try AppConfiguration.resolve(options, environment: environment, features: .samples)
    }

    /// Every API is bundled by default; `--live` sends each to its real endpoint.
    @Test(arguments: [([], Endpoint.Transport.bundled), (["--live"], .live)])
    func everyAPIHasItsRealBaseURL(arguments: [String], transport: Endpoint.Transport) async throws {
        let configuration = try await resolve(arguments)
        for api in FeatureRegistry.samples.apis {
            #expect(configuration.endpoints[api.name] == Endpoint(baseURL: api.liveBaseURL, transport: transport))
        }
        #expect(configuration.endpoints.count == 2)
    }

    @Test func baseURLSendsOnlyThatAPIOverHTTP() async throws {
        let configuration = try await resolve(["--base-url", "alpha=http://127.0.0.1:9/api/v2"])
        #expect(configuration.endpoints["alpha"]?.transport == .live)
        #expect(configuration.endpoints["alpha"]?.baseURL.absoluteString == "http://127.0.0.1:9/api/v2")
        #expect(configuration.endpoints["beta"]?.transport == .bundled)
    }

    @Test(arguments: ["nope=http://x", "alpha", "alpha=ftp://x", "alpha=not a url"])
    func badBaseURLsAreUsageErrors(_ value: String) async {
        await #expect(throws: CommandError.self) { try await resolve(["--base-url", value]) }
    }

    @Test func theBaseURLNamesAreTheRegisteredAPIs() async {
        await #expect(throws: CommandError.usage("--base-url: unknown API 'pokeapi'; use one of alpha, beta")) {
            try await resolve(["--base-url", "pokeapi=http://127.0.0.1:9"])
        }
    }

    @Test func aFlagOfARegisteredFeatureCanBeSetAndAnUnknownOneIsRefused() async throws {
        #expect(try await resolve(["--flag", "alpha.enabled=off"]).flags.isEnabled(AlphaModule.enabled) == false)
        await #expect(throws: CommandError.self) { try await resolve(["--flag", "pokemon.backup=off"]) }
    }

    @Test func theDefaultStoreIsSQLiteUnderTheXDGCache() async throws {
        let configuration = try await resolve([], environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"])
        #expect(configuration.store == .sqlite(URL(fileURLWithPath: "/tmp/xdg/mosaic/mosaic.sqlite")))
        let withoutXDG = try await resolve([], environment: ["HOME": "/home/u"])
        #expect(withoutXDG.store == .sqlite(URL(fileURLWithPath: "/home/u/.cache/mosaic/mosaic.sqlite")))
    }

    @Test func storeChoicesParse() async throws {
        #expect(try await resolve(["--store", "memory"]).store == .memory)
        #expect(try await resolve(["--store", "sqlite:/tmp/a.db"]).store == .sqlite(URL(fileURLWithPath: "/tmp/a.db")))
        #expect(
            try await resolve(["--store", "files:/tmp/r"]).store
                == .files(URL(fileURLWithPath: "/tmp/r", isDirectory: true)))
        await #expect(throws: CommandError.self) { try await resolve(["--store", "postgres"]) }
    }

    @Test func analyticsChoicesParse() async throws {
        #expect(try await resolve([]).analytics == .zoogle)
        #expect(try await resolve(["--analytics", "none"]).analytics == AnalyticsChoice.none)
        await #expect(throws: CommandError.self) { try await resolve(["--analytics", "mixpanel"]) }
    }

    @Test func nowAcceptsISO8601AndRefusesAnythingElse() async throws {
        let configuration = try await resolve(["--now", "2026-11-22T18:00:00Z"])
        #expect(configuration.startInstant == Date(timeIntervalSince1970: 1_795_370_400))
        #expect(try await resolve(["--now", "2026-11-22T18:00:00.250+01:00"]).startInstant != nil)
        await #expect(throws: CommandError.self) { try await resolve(["--now", "tomorrow"]) }
    }

    @Test func offlineLatencyIsBounded() async throws {
        #expect(try await resolve(["--offline-latency", "250"]).offlineLatency == .milliseconds(250))
        await #expect(throws: CommandError.self) { try await resolve(["--offline-latency", "-1"]) }
    }
}
