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

    /// The SDK takes its destination only from `ZOOGLE_LOG`, read when `ZoogleAnalytics.shared`
    /// is first used, so this sets that variable for the process just before; the first tracker
    /// made in a process decides. `setenv` is not safe while other threads read the
    /// environment, which is why this runs on the main actor, while the graph is being built.
    @MainActor
    public init(logFile: URL) {
        setenv("ZOOGLE_LOG", Self.destination(for: logFile), 1)
        self.init()
    }

    /// Where the SDK is told to write: `logFile` (its folder created) when it can be opened for
    /// appending, else `/dev/null`. A log file it cannot open sends the SDK's lines to standard
    /// error, raw: a server's text in an event would reach the terminal past the console, which
    /// escapes everything else. The events are lost instead.
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
