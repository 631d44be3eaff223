import CommandLineKit
import FeatureFlags
import FeatureFlagsOFREP
import Foundation

/// The `service` flag layer: an OFREP flag service chosen with `--flags-service URL`,
/// `MOSAIC_FLAGS_SERVICE` or OpenFeature's `OFREP_ENDPOINT`.
struct FlagsService: Sendable {
    static let variable = "MOSAIC_FLAGS_SERVICE"

    /// A service chosen, with its settings checked, before it is asked anything.
    struct Choice: Sendable {
        var url: URL
        var settings: OFREPEnvironment
    }

    var url: URL
    var layer: OFREPFlagLayer

    /// The service the option or environment chooses, its `OFREP_*` settings checked; `nil` when none is.
    static func choice(option: String?, environment: [String: String]) throws(CommandError) -> Choice? {
        guard let url = try url(option: option, environment: environment) else { return nil }
        return Choice(url: url, settings: try FlagLayers.serviceSettings(environment: environment))
    }

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

    /// Starts the chosen service's layer (``OFREPFlagLayer``), returning it and the lines to warn with.
    /// `OFREP_HEADERS` go with every request; `OFREP_TIMEOUT_MS` replaces `wait`, the longest the service may
    /// take before its last answer is used instead.
    static func start(
        _ choice: Choice, declaredFlags: [FeatureFlag], environment: [String: String], stateDirectory: URL,
        wait: Duration
    ) async -> (service: FlagsService, warnings: [String]) {
        let timeout = choice.settings.timeoutMilliseconds.map { Duration.milliseconds($0) } ?? wait
        let layer = await FlagLayers.service(
            at: choice.url, declaredFlags: declaredFlags, environment: environment, settings: choice.settings,
            stateDirectory: stateDirectory, timeout: timeout)
        let service = FlagsService(url: choice.url, layer: layer)
        return (service, choice.settings.warnings + service.warnings(for: layer.evaluation, usedByThisRun: true))
    }

    /// At the end of a run: waits (within the service's timeout) for the layer's background ask, if any, and
    /// returns the lines to warn with about it.
    func finish() async -> [String] {
        guard let answer = await layer.startingAnswer() else { return [] }
        return warnings(for: answer, usedByThisRun: false)
    }

    /// ``OFREPFlagLayer/resume()``; `report` receives the warnings about the ask this starts, if any.
    func resume(report: @escaping @Sendable (String) -> Void) {
        guard let asking = layer.resume() else { return }
        Task {
            for line in warnings(for: await asking.value, usedByThisRun: false) { report(line) }
        }
    }

    /// What `mosaic flags` and `mosaic config` say about the layer.
    func status(now: Date) -> String {
        switch layer.evaluation.freshness {
        case .live:
            "answered by \(url.absoluteString) just now"
        case .kept(let answeredAt):
            "the answer \(url.absoluteString) gave \(Age.text(from: answeredAt, to: now)), kept from an earlier run "
                + "(it is being asked again in the background)"
        case .cached(let answeredAt, _):
            "the last answer of \(url.absoluteString), from \(Age.text(from: answeredAt, to: now)) (it did not answer now)"
        case .unavailable:
            "\(url.absoluteString) did not answer and no earlier answer is kept: the other layers decide"
        }
    }

    /// Its own warnings (flags refused, an answer that could not be kept) and what kept the service from
    /// answering. `usedByThisRun` when this run started with its values; a background ask's answer only says
    /// what the next run will find.
    private func warnings(for evaluation: OFREPEvaluation, usedByThisRun: Bool) -> [String] {
        let service = "flags service \(url.absoluteString)"
        let problem: String? =
            switch evaluation.freshness {
            case .live, .kept:
                nil
            case .cached(let answeredAt, let problem):
                "\(service): \(problem); using its answer from \(Age.text(from: answeredAt, to: Date()))"
            case .unavailable(let problem) where usedByThisRun:
                "\(service): \(problem); no earlier answer is kept, so the other layers decide"
            case .unavailable(let problem):
                "\(service): \(problem); this run had started from its earlier answer, later runs will not"
            }
        return (usedByThisRun ? evaluation.warnings : []) + [problem].compactMap { $0 }
    }
}
