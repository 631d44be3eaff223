public import Foundation

extension HTTPResponse {
    /// When the server asks to be contacted again, read from its `Retry-After` header in any of
    /// the three forms services send: a number of seconds, an HTTP date
    /// (`Wed, 07 Feb 2024 12:00:00 GMT`), or an ISO 8601 date-time (`2024-02-07T12:00:00Z`, the
    /// form of the OFREP OpenAPI document's example).
    ///
    /// - Parameters:
    ///   - now: The moment the answer arrived.
    ///   - longest: The longest wait honoured, so a misconfigured service cannot silence a
    ///     client for days.
    /// - Returns: The date, at most `longest` after `now`; `nil` when the header is absent,
    ///   unreadable or already past.
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
