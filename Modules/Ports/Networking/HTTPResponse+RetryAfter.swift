public import Foundation

extension HTTPResponse {
    /// When the server asks to be contacted again, from `Retry-After` in any form services send: seconds, an HTTP
    /// date (`Wed, 07 Feb 2024 12:00:00 GMT`), or ISO 8601 (`2024-02-07T12:00:00Z`, the OFREP OpenAPI example).
    /// At most `longest` after `now` (the answer's arrival), so a misconfigured service cannot silence a client
    /// for days; `nil` when the header is absent, unreadable or past.
    public func retryAfter(now: Date, atMost longest: TimeInterval) -> Date? {
        // Every form is ASCII (RFC 9110); Foundation's DateFormatter traps on some other text.
        guard let header = value(forHeader: "Retry-After")?.trimmingCharacters(in: .whitespaces), !header.isEmpty,
            header.unicodeScalars.allSatisfy(\.isASCII)
        else { return nil }
        let date: Date?
        if let seconds = TimeInterval(header) {
            date = seconds >= 0 ? now.addingTimeInterval(seconds) : nil
        } else {
            date = Self.httpDate(header) ?? Self.isoDate(header)
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
