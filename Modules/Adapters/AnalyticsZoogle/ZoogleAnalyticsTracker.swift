public import Analytics
public import Foundation
import ZoogleAnalytics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends analytics events to Zoogle Analytics, with every parameter value as text.
public struct ZoogleAnalyticsTracker: AnalyticsTracker {
    private let sdk: any ZoogleEventLogging

    /// Logs through `ZoogleAnalytics.shared`, wherever `ZOOGLE_LOG` (or else stderr) sends it.
    public init() {
        self.init(sdk: ZoogleAnalytics.shared)
    }

    /// The SDK reads its destination only from `ZOOGLE_LOG` when `ZoogleAnalytics.shared` is first used, so this
    /// sets it just before; the process's first tracker decides. `setenv` is unsafe while other threads read
    /// the environment, hence the main actor, while the graph is built.
    @MainActor
    public init(logFile: URL) {
        setenv("ZOOGLE_LOG", Self.destination(for: logFile), 1)
        self.init()
    }

    /// `logFile` (its folder created) when it opens for appending, else `/dev/null`: a log the SDK cannot open
    /// sends its lines to stderr raw, where a server's text would reach the terminal past the console's
    /// escaping. The events are lost instead.
    static func destination(for logFile: URL) -> String {
        let manager = FileManager.default
        try? manager.createDirectory(at: logFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !manager.fileExists(atPath: logFile.path) {
            _ = manager.createFile(atPath: logFile.path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: logFile.path) else { return "/dev/null" }
        try? handle.close()
        return logFile.path
    }

    init(sdk: any ZoogleEventLogging) {
        self.sdk = sdk
    }

    public func track(_ event: AnalyticsEvent) {
        sdk.log(key: event.name, parameters: event.parameters.mapValues(\.description))
    }
}
