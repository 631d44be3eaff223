import CommandLineKit
import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import NetworkingURLSession

/// The `service` flag layer: an OFREP flag service chosen with `--flags-service URL`,
/// `MOSAIC_FLAGS_SERVICE` or OpenFeature's `OFREP_ENDPOINT`, asked once per run, before the command.
struct FlagsService: Sendable {
    static let variable = "MOSAIC_FLAGS_SERVICE"

    var url: URL
    var freshness: OFREPFreshness

    /// The service's URL: the option, else Mosaic's variable, else OpenFeature's, else none.
    static func url(option: String?, environment: [String: String]) throws(CommandError) -> URL? {
        if let option {
            guard let url = try? BaseURL.parse(option).get() else {
                throw .usage(
                    "--flags-service takes the absolute http(s) URL of an OFREP service, not '\(option.echoed)'")
            }
            return url
        }
        let named = [variable, OFREPEnvironment.endpointVariable].first { environment[$0]?.isEmpty == false }
        guard let named, let text = environment[named] else { return nil }
        guard let url = try? BaseURL.parse(text).get() else {
            throw .usage("\(named)=\(text.echoed): not the absolute http(s) URL of an OFREP service")
        }
        return url
    }

    /// OpenFeature's `OFREP_*` settings, checked before anything is asked of the service.
    static func settings(environment: [String: String]) throws(CommandError) -> OFREPEnvironment {
        do {
            return try OFREPEnvironment(environment: environment)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Asks the service at `url` for `declaredFlags`, returning its layer, what it answered and
    /// the lines to warn with.
    /// `OFREP_HEADERS` are sent with every request and `OFREP_TIMEOUT_MS` replaces `wait`.
    /// - Parameter wait: the longest the service may take before its last answer is used instead.
    static func consult(
        _ url: URL, declaredFlags: [FeatureFlag], environment: [String: String], settings: OFREPEnvironment,
        stateDirectory: URL, wait: Duration
    ) async -> (layer: OFREPFlagSource, service: FlagsService, warnings: [String]) {
        let timeout = settings.timeoutMilliseconds.map { Duration.milliseconds($0) } ?? wait
        let adapter = OFREPFlagService(
            baseURL: url,
            http: URLSessionHTTPClient(configuration: .init(requestTimeout: timeout, retryPolicy: .never)),
            credentials: OFREPCredentials(environment: environment),
            headers: settings.headers,
            appVersion: Mosaic.version,
            timeout: timeout,
            cacheFile: stateDirectory.appendingPathComponent("flags-service.json")
        )
        let evaluation = await adapter.evaluate(
            declaredFlags, targetingKey: InstallationID.load(in: stateDirectory))
        let service = FlagsService(url: url, freshness: evaluation.freshness)
        let warnings =
            settings.warnings + evaluation.warnings + [service.problemWarning(now: Date())].compactMap { $0 }
        return (evaluation.source, service, warnings)
    }

    /// What `mosaic flags` and `mosaic config` say about the layer.
    func status(now: Date) -> String {
        switch freshness {
        case .live:
            "answered by \(url.absoluteString) just now"
        case .cached(let answeredAt, _):
            "the last answer of \(url.absoluteString), from \(Age.text(from: answeredAt, to: now)) (it did not answer now)"
        case .unavailable:
            "\(url.absoluteString) did not answer and no earlier answer is kept: the other layers decide"
        }
    }

    private func problemWarning(now: Date) -> String? {
        switch freshness {
        case .live:
            nil
        case .cached(let answeredAt, let problem):
            "flags service \(url.absoluteString): \(problem); using its answer from \(Age.text(from: answeredAt, to: now))"
        case .unavailable(let problem):
            "flags service \(url.absoluteString): \(problem); no earlier answer is kept, so the other layers decide"
        }
    }
}
