import ZoogleAnalytics

/// What the tracker needs from the Zoogle SDK. Its event type hides its contents, so the seam takes the key and
/// parameters before they become a `ZoogleAnalyticsEvent`: tests see what is sent, the vendor's code unchanged.
protocol ZoogleEventLogging: Sendable {
    func log(key: String, parameters: [String: String])
}

extension ZoogleAnalytics: ZoogleEventLogging {
    func log(key: String, parameters: [String: String]) {
        log(event: ZoogleAnalyticsEvent(key: key, parameters: parameters))
    }
}
