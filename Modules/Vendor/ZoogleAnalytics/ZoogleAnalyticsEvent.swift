/// An event to send to Zoogle Analytics.
public struct ZoogleAnalyticsEvent: Sendable {
    let key: String
    let parameters: [String: String]

    public init(key: String, parameters: [String: String] = [:]) {
        self.key = key
        self.parameters = parameters
    }

    /// The event as one log line, such as `[ZoogleAnalytics] pokemon_selected id=25`.
    var logLine: String {
        let renderedParameters = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let line = (["[ZoogleAnalytics]", key] + renderedParameters).joined(separator: " ")
        // One event must stay one line, whatever the caller put in a value.
        return line.replacingNewlines()
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        var escaped = ""
        for character in self {
            switch character {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\r\n": escaped += "\\r\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
