import Foundation

/// Reads the instants users type for `--now`: with or without fractional seconds, `Z` or an offset.
enum ISO8601Parsing {
    /// The years `--now` accepts: from the Unix epoch to the last year ISO 8601 writes in four
    /// digits, so every date prints back the way it was typed.
    static let supportedYears = 1970...9999

    static func year(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.year, from: date)
    }

    static func date(from text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
