#if DEBUG
// Some option values (`--analytics`, `--flags-service`) are read by types internal to the
// composition root; debug builds (the only ones fuzzed and tested) compile it with testing enabled.
@testable import AppComposition
import CommandLineKit
import FeatureFlags
import FeatureFlagsConfig
import Foundation

/// The command line as `mosaic` parses it: the bytes are the arguments, separated by NUL bytes
/// (as the kernel hands them over), through the global options splitter, every global option's
/// value parser, and a command's own option parsing of what is left.
enum CommandLineFuzzing {
    private static let declaredFlags = [
        FeatureFlag(key: "pokemon.showTypes", defaultValue: true, description: "fuzzing"),
        FeatureFlag(key: "launches.countdown", defaultValue: false, description: "fuzzing"),
    ]
    private static let commandOptions: [CommandOption] = [
        .value("--page", "N", help: "fuzzing"), .value("--type", "TYPE", help: "fuzzing"),
        .flag("--image", help: "fuzzing"),
    ]

    static func run(_ data: Data) {
        let arguments = data.split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard let (options, words) = try? CommandLineSplitter.split(arguments) else { return }
        readValues(of: options)
        readCommand(Array(words.dropFirst(2)))
    }

    private static func readValues(of options: GlobalOptions) {
        for override in options.baseURLs {
            let text = override.firstIndex(of: "=").map { String(override[override.index(after: $0)...]) } ?? override
            _ = BaseURL.parse(text)
        }
        if let store = options.store {
            _ = StoreChoice(argument: store, cacheDirectory: URL(fileURLWithPath: "/nonexistent/cache"))
        }
        if let analytics = options.analytics {
            _ = try? AnalyticsChoice.parse(analytics, environment: [:])
        }
        _ = try? CommandLineFlagSource(overrides: options.flags, declaredFlags: declaredFlags)
        _ = try? FlagsService.url(option: options.flagsService, environment: [:])
        if let now = options.now {
            _ = ISO8601Parsing.read(now)
        }
        if let latency = options.offlineLatency {
            _ = WholeNumber.parse(latency)
        }
    }

    private static func readCommand(_ arguments: [String]) {
        guard var parsed = try? CommandArguments(arguments, usage: "mosaic fuzz", options: commandOptions) else {
            return
        }
        _ = try? parsed.integer("--page", in: 1...10_000)
        _ = try? parsed.value("--type")
        _ = parsed.flag("--image")
        while parsed.positional() != nil {}
        _ = try? parsed.finish()
    }
}
#endif
