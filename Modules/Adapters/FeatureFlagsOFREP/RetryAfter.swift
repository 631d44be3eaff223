import Foundation

/// Reads a `Retry-After` header: a number of seconds, or an HTTP date.
enum RetryAfter {
    /// The longest wait honoured, so a misconfigured service cannot silence itself for days.
    static let longest: TimeInterval = 3600

    static func date(from header: String?, now: Date) -> Date? {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
        let date: Date?
        if let seconds = TimeInterval(header), seconds >= 0 {
            date = now.addingTimeInterval(seconds)
        } else {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
            date = formatter.date(from: header)
        }
        return date.map { min($0, now.addingTimeInterval(longest)) }
    }
}
