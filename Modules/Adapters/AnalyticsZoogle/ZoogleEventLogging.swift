import ZoogleAnalytics

/// What the tracker needs from the Zoogle SDK. The SDK's event type hides its contents, so the
/// seam takes the key and parameters before they become a `ZoogleAnalyticsEvent`: tests can
/// then see exactly what the tracker sends, without changing the vendor's code.
protocol ZoogleEventLogging: Sendable {
    func log(key: String, parameters: [String: String])
}

extension ZoogleAnalytics: ZoogleEventLogging {
    func log(key: String, parameters: [String: String]) {
        log(event: ZoogleAnalyticsEvent(key: key, parameters: parameters))
    }
}
