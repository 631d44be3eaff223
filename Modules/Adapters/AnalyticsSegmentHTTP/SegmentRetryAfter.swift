import Foundation

/// Reads a `Retry-After` header in any of its three forms: a number of seconds, an HTTP date
/// (`Wed, 07 Feb 2024 12:00:00 GMT`), or an ISO 8601 date-time (`2024-02-07T12:00:00Z`, which
/// Segment's SDK ignores but some Segment-compatible services send).
enum SegmentRetryAfter {
    /// The longest wait honoured: five minutes, as Segment's SDK caps it, so a misconfigured
    /// service cannot hold events back for days.
    static let longest: TimeInterval = 300

    /// When the next attempt may be made, or `nil` when the header is absent, unreadable or
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
