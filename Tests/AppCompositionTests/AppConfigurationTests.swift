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
    ) throws
        -> AppConfiguration
    {
        let (options, _) = try CommandLineSplitter.split(arguments)
        return try AppConfiguration.resolve(options, environment: environment, features: .samples)
    }

    @Test func everyAPIIsBundledByDefault() throws {
        let configuration = try resolve([])
        for api in FeatureRegistry.samples.apis {
            #expect(configuration.endpoints[api.name] == Endpoint(baseURL: api.liveBaseURL, transport: .bundled))
        }
        #expect(configuration.endpoints.count == 2)
    }

    @Test func baseURLSendsOnlyThatAPIOverHTTP() throws {
        let configuration = try resolve(["--base-url", "alpha=http://127.0.0.1:9/api/v2"])
        #expect(configuration.endpoints["alpha"]?.transport == .live)
        #expect(configuration.endpoints["alpha"]?.baseURL.absoluteString == "http://127.0.0.1:9/api/v2")
        #expect(configuration.endpoints["beta"]?.transport == .bundled)
    }

    @Test func liveSendsEveryAPIToItsRealEndpoint() throws {
        let configuration = try resolve(["--live"])
        #expect(configuration.endpoints.values.allSatisfy { $0.transport == .live })
    }

    @Test(arguments: ["nope=http://x", "alpha", "alpha=ftp://x", "alpha=not a url"])
    func badBaseURLsAreUsageErrors(_ value: String) {
        #expect(throws: CommandError.self) { try resolve(["--base-url", value]) }
    }

    @Test func theBaseURLNamesAreTheRegisteredAPIs() {
        #expect(throws: CommandError.usage("--base-url: unknown API 'pokeapi'; use one of alpha, beta")) {
            try resolve(["--base-url", "pokeapi=http://127.0.0.1:9"])
        }
    }

    @Test func aFlagOfARegisteredFeatureCanBeSetAndAnUnknownOneIsRefused() throws {
        #expect(try resolve(["--flag", "alpha.enabled=off"]).flags.isEnabled(AlphaModule.enabled) == false)
        #expect(throws: CommandError.self) { try resolve(["--flag", "pokemon.backup=off"]) }
    }

    @Test func theDefaultStoreIsSQLiteUnderTheXDGCache() throws {
        let configuration = try resolve([], environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"])
        #expect(configuration.store == .sqlite(URL(fileURLWithPath: "/tmp/xdg/mosaic/mosaic.sqlite")))
        let withoutXDG = try resolve([], environment: ["HOME": "/home/u"])
        #expect(withoutXDG.store == .sqlite(URL(fileURLWithPath: "/home/u/.cache/mosaic/mosaic.sqlite")))
    }

    @Test func storeChoicesParse() throws {
        #expect(try resolve(["--store", "memory"]).store == .memory)
        #expect(try resolve(["--store", "sqlite:/tmp/a.db"]).store == .sqlite(URL(fileURLWithPath: "/tmp/a.db")))
        #expect(
            try resolve(["--store", "files:/tmp/r"]).store == .files(URL(fileURLWithPath: "/tmp/r", isDirectory: true)))
        #expect(throws: CommandError.self) { try resolve(["--store", "postgres"]) }
    }

    @Test func analyticsChoicesParse() throws {
        #expect(try resolve([]).analytics == .zoogle)
        #expect(try resolve(["--analytics", "none"]).analytics == AnalyticsChoice.none)
        #expect(throws: CommandError.self) { try resolve(["--analytics", "mixpanel"]) }
    }

    @Test func nowAcceptsISO8601AndRefusesAnythingElse() throws {
        let configuration = try resolve(["--now", "2026-11-22T18:00:00Z"])
        #expect(configuration.startInstant == Date(timeIntervalSince1970: 1_795_370_400))
        #expect(try resolve(["--now", "2026-11-22T18:00:00.250+01:00"]).startInstant != nil)
        #expect(throws: CommandError.self) { try resolve(["--now", "tomorrow"]) }
    }

    @Test func offlineLatencyIsBounded() throws {
        #expect(try resolve(["--offline-latency", "250"]).offlineLatency == .milliseconds(250))
        #expect(throws: CommandError.self) { try resolve(["--offline-latency", "-1"]) }
    }
}
