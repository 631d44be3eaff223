import Foundation
import Testing

@testable import CommandLineKit

/// `--now`'s parser against Foundation's Gregorian calendar on thousands of generated texts: the
/// same instant for each valid one, a refusal for every other, never a date rolled into the next month.
@Suite("Reading --now strictly")
struct ISO8601ParsingTests {
    private struct Fields {
        var year, month, day, hour, minute, second, offsetMinutes: Int
        var fraction: String

        var text: String {
            let offset =
                offsetMinutes == 0 && fraction.hasPrefix("Z")
                ? "Z"
                : (offsetMinutes < 0 ? "-" : "+")
                    + String(format: "%02d:%02d", abs(offsetMinutes) / 60, abs(offsetMinutes) % 60)
            let fractionText = fraction.hasPrefix("Z") ? String(fraction.dropFirst()) : fraction
            return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second)
                + fractionText + offset
        }

        /// The instant by Foundation's calendar, or `nil` when it says the date is not real.
        var reference: Date? {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)!
            let components = DateComponents(
                calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day, hour: hour,
                minute: minute, second: second)
            guard (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute),
                (0...59).contains(second), abs(offsetMinutes) <= 14 * 60, components.isValidDate(in: calendar),
                let date = calendar.date(from: components)
            else { return nil }
            let fractionDigits = fraction.drop { $0 == "Z" || $0 == "." }
            return date.addingTimeInterval(fractionDigits.isEmpty ? 0 : Double("0." + fractionDigits)!)
        }
    }

    private static func generate(_ seed: Int, anyField: Bool) -> Fields {
        var random = SplitMix(seed: UInt64(seed))
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        let fractions = ["", "Z", ".5", ".250", ".123456789", "Z.1"]
        return Fields(
            year: pick(1971...9998), month: anyField ? pick(0...13) : pick(1...12),
            day: anyField ? pick(0...32) : pick(1...28), hour: anyField ? pick(0...25) : pick(0...23),
            minute: anyField ? pick(0...61) : pick(0...59), second: anyField ? pick(0...61) : pick(0...59),
            offsetMinutes: pick(-15...15) * 60 + (anyField ? pick(-1...1) * pick(0...59) : 0),
            fraction: fractions[pick(0...fractions.count - 1)])
    }

    @Test(arguments: 0..<2_000)
    func generatedTextsReadAsTheCalendarSays(_ seed: Int) {
        let fields = Self.generate(seed, anyField: seed % 2 == 1)
        let reading = ISO8601Parsing.read(fields.text)
        if let expected = fields.reference {
            guard case .instant(let date) = reading else {
                Issue.record("\(fields.text) was refused: \(reading)")
                return
            }
            // A Date is a Double: near the year 9999 its step is some microseconds.
            #expect(abs(date.timeIntervalSince(expected)) < 1e-4, "\(fields.text)")
        } else {
            #expect(reading == .malformed, "\(fields.text)")
        }
    }

    /// Every month of 400 years (a full Gregorian cycle): its last day reads, the day after does not.
    @Test(arguments: 1970..<2370)
    func theLastDayOfEveryMonthIsTheCalendarsOwn(_ year: Int) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for month in 1...12 {
            let first = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 1)))
            let days = try #require(calendar.range(of: .day, in: .month, for: first)).count
            let last = String(format: "%04d-%02d-%02dT12:00:00Z", year, month, days)
            let after = String(format: "%04d-%02d-%02dT12:00:00Z", year, month, days + 1)
            #expect(ISO8601Parsing.read(last) == .instant(first.addingTimeInterval(Double(days - 1) * 86_400 + 43_200)))
            #expect(ISO8601Parsing.read(after) == .malformed, "\(after)")
        }
    }

    @Test(arguments: [
        "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:60:00Z",
        "2024-01-01T00:00:60Z", "2024-01-01T00:00:00+25:00", "2024-01-01T00:00:00+14:01", "2024-01-01T00:00:00-15:00",
        "2024-01-01T00:00:00+05:60", "2024-1-01T00:00:00Z", "2024-01-1T00:00:00Z", "2024-01-01T0:00:00Z",
        "2024-01-01 00:00:00Z", "2024-01-01t00:00:00z", "2024-01-01T00:00:00", "2024-01-01T00:00:00.Z",
        "2024-01-01T00:00:00.1234567890Z", "2024-01-01T00:00:00+0100", "+2024-01-01T00:00:00Z", "2024-01-01T00:00Z",
        "２０２４-01-01T00:00:00Z", "2024-01-01T00:00:00Z ", "", "2024-13-01T00:00:00Z", "2024-00-10T00:00:00Z",
    ])
    func malformedTextsAreRefused(_ text: String) {
        #expect(ISO8601Parsing.read(text) == .malformed)
    }

    @Test func theYearsAreThoseOfTheInstantInUTC() {
        #expect(ISO8601Parsing.read("1970-01-01T00:00:00Z") == .instant(Date(timeIntervalSince1970: 0)))
        #expect(ISO8601Parsing.read("1969-12-31T23:59:59Z") == .outOfRange)
        #expect(ISO8601Parsing.read("1970-01-01T00:30:00+01:00") == .outOfRange)
        #expect(ISO8601Parsing.read("9999-12-31T23:59:59Z") == .instant(Date(timeIntervalSince1970: 253_402_300_799)))
        #expect(ISO8601Parsing.read("9999-12-31T23:59:59-00:01") == .outOfRange)
        #expect(ISO8601Parsing.read("0000-01-01T00:00:00Z") == .outOfRange)
    }
}
