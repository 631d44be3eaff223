import Foundation

/// Reads a `Retry-After` header in any of the three forms a flag service may use: a number of
/// seconds, an HTTP date (`Wed, 07 Feb 2024 12:00:00 GMT`), or the ISO 8601 date-time of the
/// OFREP OpenAPI document's own example (`2024-02-07T12:00:00Z`).
enum RetryAfter {
    /// The longest wait honoured, so a misconfigured service cannot silence itself for days.
    static let longest: TimeInterval = 3600

    /// When the service may be asked again, or `nil` when the header is absent, unreadable or
    /// already past.
    static func date(from header: String?, now: Date) -> Date? {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
        let date: Date?
        if let seconds = TimeInterval(header) {
            date = seconds >= 0 ? now.addingTimeInterval(seconds) : nil
        } else {
            date = httpDate(header) ?? isoDate(header)
        }
        guard let date, date > now else { return nil }
        return min(date, now.addingTimeInterval(longest))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }

    private static func isoDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions.insert(.withFractionalSeconds)
        return formatter.date(from: text)
    }
}
