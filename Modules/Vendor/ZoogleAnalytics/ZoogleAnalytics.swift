import Foundation
import Synchronization

/// Logs each event as one line on standard error, or to the file `ZOOGLE_LOG` names. Safe from any thread.
public final class ZoogleAnalytics: Sendable {
    /// The shared client, configured from the environment when first used.
    public static let shared = ZoogleAnalytics(environment: ProcessInfo.processInfo.environment)

    private enum Output {
        case notOpened
        case handle(FileHandle)
    }

    private let logFilePath: String?
    private let standardError: FileHandle
    // Opened lazily; whole lines written under one lock keep several threads' events from interleaving.
    private let output = Mutex<Output>(.notOpened)

    init(logFilePath: String?, standardError: FileHandle = .standardError) {
        self.logFilePath = logFilePath
        self.standardError = standardError
    }

    convenience init(environment: [String: String], standardError: FileHandle = .standardError) {
        let path = environment["ZOOGLE_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        self.init(logFilePath: path, standardError: standardError)
    }

    public func log(event: ZoogleAnalyticsEvent) {
        let data = Data((event.logLine + "\n").utf8)
        output.withLock { output in
            let handle = openedHandle(&output)
            do {
                try handle.write(contentsOf: data)
            } catch {
                // Analytics must never take the host app down; a lost line is acceptable.
            }
        }
    }

    private func openedHandle(_ output: inout Output) -> FileHandle {
        if case .handle(let handle) = output {
            return handle
        }
        let handle = logFilePath.flatMap(Self.appendingHandle(path:)) ?? standardError
        output = .handle(handle)
        return handle
    }

    private static func appendingHandle(path: String) -> FileHandle? {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        do {
            try handle.seekToEnd()
        } catch {
            return nil
        }
        return handle
    }
}
