import AnalyticsTesting
import Synchronization

@testable import AnalyticsZoogle

/// Stands in for the Zoogle SDK and keeps the key and parameters of each event it is asked to log.
final class RecordingZoogleSDK: ZoogleEventLogging {
    private let logged = Mutex<[ObservedAnalyticsEvent]>([])

    var events: [ObservedAnalyticsEvent] { logged.withLock { $0 } }

    func log(key: String, parameters: [String: String]) {
        logged.withLock { $0.append(ObservedAnalyticsEvent(name: key, parameters: parameters)) }
    }
}
