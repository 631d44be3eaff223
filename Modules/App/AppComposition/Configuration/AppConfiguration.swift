import CommandLineKit
package import CompositionKit
package import FeatureFlags
package import Foundation

/// Everything the object graph is built from, resolved from the global options and environment.
package struct AppConfiguration: Sendable {
    /// How each API is reached, by `--base-url` name.
    package var endpoints: [String: Endpoint]
    package var store: StoreChoice
    package var analytics: AnalyticsChoice
    /// Keeps Zoogle's events off the terminal: `ZOOGLE_LOG`, else `zoogle.log` in ``StateDirectory``.
    package var zoogleLog = URL(fileURLWithPath: "/dev/null")
    /// The longest a run waits for a remote service (``ServiceWait``).
    package var serviceWait = ServiceWait.standard
    /// The longest one attempt at an API request over HTTP may take (``RequestTimeout``).
    package var requestTimeout = RequestTimeout.standard
    package var flags: LayeredFeatureFlags
    package var verbose: Bool
    /// The instant `--now` set, if any; the features' clock starts there and keeps ticking.
    package var startInstant: Date?
    package var offlineLatency: Duration
    package var outputJSON: Bool
    /// Where state that outlives a run is kept (see ``StateDirectory``).
    var stateDirectory: URL
    /// The flag layers in effect, strongest first, as `mosaic config` names them.
    var flagLayers: [String] = []
    /// Checked, and asked only by ``consultingFlagsService(features:environment:)``.
    var flagsServiceChoice: FlagsService.Choice?
    /// The flag service, once asked, and what it answered.
    var flagsService: FlagsService?
    /// How `mosaic config` names the flags file layer, when there is one.
    var flagsFileLayer: String?
    /// What the user should know about the configuration without it stopping the command.
    var warnings: [String] = []

    package init(
        endpoints: [String: Endpoint] = [:],
        store: StoreChoice = .memory,
        analytics: AnalyticsChoice = .none,
        flags: LayeredFeatureFlags = LayeredFeatureFlags(layers: []),
        verbose: Bool = false,
        startInstant: Date? = nil,
        offlineLatency: Duration = .zero,
        outputJSON: Bool = false,
        stateDirectory: URL? = nil
    ) {
        self.endpoints = endpoints
        self.store = store
        self.analytics = analytics
        self.flags = flags
        self.verbose = verbose
        self.startInstant = startInstant
        self.offlineLatency = offlineLatency
        self.outputJSON = outputJSON
        // Not from an empty environment: without HOME, `StateDirectory` asks the user database.
        self.stateDirectory = stateDirectory ?? StateDirectory.url(environment: ProcessInfo.processInfo.environment)
    }

    /// How `api` is reached: as configured, else its emulator under the real base URL.
    package func endpoint(for api: FeatureAPI) -> Endpoint {
        endpoints[api.name] ?? Endpoint(baseURL: api.liveBaseURL, transport: .bundled)
    }

    /// Resolves `options` and `environment`, refusing anything unclear. Reads the flags file but creates, writes
    /// and contacts nothing, so a usage error found here or later leaves no trace; the flag service is asked by
    /// ``consultingFlagsService(features:environment:)`` once the whole command line is known to be valid.
    @MainActor
    static func resolve(
        _ options: GlobalOptions,
        environment: [String: String],
        features: FeatureRegistry
    ) throws(CommandError) -> AppConfiguration {
        var configuration = AppConfiguration(
            outputJSON: options.json, stateDirectory: StateDirectory.url(environment: environment))
        configuration.serviceWait = try ServiceWait.resolve(environment: environment)
        configuration.requestTimeout = try RequestTimeout.resolve(environment: environment)
        configuration.verbose = options.verbose
        configuration.endpoints = try endpoints(apis: features.apis, live: options.live, overrides: options.baseURLs)

        let cacheDirectory = StoreChoice.cacheDirectory(environment: environment)
        configuration.store = .defaultChoice(cacheDirectory: cacheDirectory)
        if let store = options.store {
            guard let choice = StoreChoice(argument: store, cacheDirectory: cacheDirectory) else {
                throw .usage("--store takes sqlite[:PATH], files[:DIR] or memory, not '\(store.echoed)'")
            }
            configuration.store = choice
        }

        configuration.analytics = .zoogle
        if let analytics = options.analytics {
            configuration.analytics = try AnalyticsChoice.parse(analytics, environment: environment)
        }
        configuration.zoogleLog =
            environment["ZOOGLE_LOG"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? configuration.stateDirectory.appendingPathComponent("zoogle.log")

        configuration.flags = LayeredFeatureFlags(
            layers: try FlagLayers.local(
                overrides: options.flags, environment: environment, flagsFile: options.flagsFile,
                declaredFlags: features.flags))
        configuration.flagsServiceChoice = try FlagsService.choice(
            option: options.flagsService, environment: environment)
        configuration.flagsFileLayer = options.flagsFile.map { "file (\(URL(fileURLWithPath: $0).path))" }
        configuration.flagLayers = configuration.layerNames

        if let now = options.now {
            switch ISO8601Parsing.read(now) {
            case .instant(let instant):
                configuration.startInstant = instant
            case .outOfRange:
                throw .usage(
                    "--now takes a date in the years \(ISO8601Parsing.supportedYears.lowerBound)"
                        + " to \(ISO8601Parsing.supportedYears.upperBound) (UTC), not '\(now.echoed)'")
            case .malformed:
                throw .usage(
                    "--now takes an ISO 8601 date and time, YYYY-MM-DDTHH:MM:SS[.fraction] then Z or ±HH:MM"
                        + " (up to ±14:00), on a real calendar day, such as 2026-11-22T18:00:00Z, not '\(now.echoed)'")
            }
        }

        if let latency = options.offlineLatency {
            guard let milliseconds = WholeNumber.parse(latency), (0...60_000).contains(milliseconds) else {
                throw .usage("--offline-latency takes milliseconds from 0 to 60000, not '\(latency.echoed)'")
            }
            configuration.offlineLatency = .milliseconds(milliseconds)
        }
        return configuration
    }

    /// This configuration with the flag service's layer, when one is chosen: at once from an earlier run's kept
    /// answer, else once the service answers (within ``ServiceWait``); either way it writes the installation id.
    @MainActor
    func consultingFlagsService(features: FeatureRegistry, environment: [String: String]) async -> AppConfiguration {
        guard let choice = flagsServiceChoice else { return self }
        var configuration = self
        let (service, warnings) = await FlagsService.start(
            choice, declaredFlags: features.flags, environment: environment, stateDirectory: stateDirectory,
            wait: serviceWait)
        configuration.flags = LayeredFeatureFlags(layers: flags.layers + [service.layer])
        configuration.flagsService = service
        configuration.warnings += warnings
        configuration.flagLayers = configuration.layerNames
        return configuration
    }

    /// The flag layers, strongest first, as `mosaic config` names them.
    private var layerNames: [String] {
        ["command line", "environment"]
            + (flagsService.map { ["service (\($0.url.absoluteString))"] } ?? [])
            + (flagsFileLayer.map { [$0] } ?? []) + ["default"]
    }

    private static func endpoints(
        apis: [FeatureAPI], live: Bool, overrides: [String]
    ) throws(CommandError) -> [String: Endpoint] {
        var endpoints = Dictionary(
            apis.map { ($0.name, Endpoint(baseURL: $0.liveBaseURL, transport: live ? .live : .bundled)) },
            uniquingKeysWith: { $1 })
        let names = apis.map(\.name).joined(separator: ", ")
        for override in overrides {
            guard let equals = override.firstIndex(of: "=") else {
                throw .usage("--base-url takes NAME=URL with NAME one of \(names), not '\(override.echoed)'")
            }
            let name = String(override[..<equals])
            let text = String(override[override.index(after: equals)...])
            guard endpoints[name] != nil else {
                throw .usage("--base-url: unknown API '\(name.echoed)'; use one of \(names)")
            }
            switch BaseURL.parse(text) {
            case .success(let url): endpoints[name] = Endpoint(baseURL: url, transport: .live)
            case .failure(let rule): throw .usage("--base-url \(name): '\(text.echoed)' \(rule.description)")
            }
        }
        return endpoints
    }
}
