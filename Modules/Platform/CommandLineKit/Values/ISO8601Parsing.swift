package import Foundation

/// Reads the instants users type for `--now` exactly as RFC 3339 writes them: `YYYY-MM-DDTHH:MM:SS`,
/// optional fractional seconds, then `Z` or `±HH:MM`. Every field has its digits and range: a real
/// calendar day (28 to 31 by month and leap year), hours 0 to 23, minutes and seconds 0 to 59 (no
/// leap second), offsets up to ±14:00 (the widest zone). Nothing rolls over: `2024-02-30` is refused.
package enum ISO8601Parsing {
    /// The years `--now` accepts, of the instant in UTC: from the Unix epoch to the last year
    /// ISO 8601 writes in four digits, so every date prints back the way it was typed.
    package static let supportedYears = 1970...9999

    /// The widest offset from UTC accepted, in minutes (±14:00, as in Pacific/Kiritimati).
    static let largestOffsetMinutes = 14 * 60

    package enum Reading: Equatable {
        case instant(Date)
        /// Well formed, but outside ``supportedYears`` in UTC.
        case outOfRange
        case malformed
    }

    package static func read(_ text: String) -> Reading {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }
        func literal(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2),
            literal("T"), let hour = number(2), literal(":"), let minute = number(2), literal(":"),
            let second = number(2)
        else { return .malformed }
        var fraction = 0.0
        if literal(".") {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            let digits = index - start
            guard (1...9).contains(digits) else { return .malformed }
            fraction =
                Double(String(decoding: bytes[start..<index], as: UTF8.self)).map { $0 / pow(10, Double(digits)) } ?? 0
        }
        var offsetMinutes = 0
        if !literal("Z") {
            guard let sign = literal("+") ? 1 : literal("-") ? -1 : nil, let offsetHour = number(2), literal(":"),
                let offsetMinute = number(2), offsetMinute <= 59
            else {
                return .malformed
            }
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
            guard abs(offsetMinutes) <= largestOffsetMinutes else { return .malformed }
        }
        guard index == bytes.count else { return .malformed }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour <= 23,
            minute <= 59, second <= 59
        else { return .malformed }
        let localSeconds =
            (daysFromEpoch(year: year, month: month, day: day) * 86_400) + hour * 3_600 + minute * 60
            + second
        let seconds = localSeconds - offsetMinutes * 60
        let first = daysFromEpoch(year: supportedYears.lowerBound, month: 1, day: 1) * 86_400
        let end = daysFromEpoch(year: supportedYears.upperBound + 1, month: 1, day: 1) * 86_400
        guard (first..<end).contains(seconds) else { return .outOfRange }
        return .instant(Date(timeIntervalSince1970: Double(seconds) + fraction))
    }

    /// The days in `month` of `year` in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days from 1970-01-01 to the date (negative before it), by Howard Hinnant's `days_from_civil`.
    static func daysFromEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
