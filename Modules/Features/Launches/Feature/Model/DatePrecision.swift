public import Foundation

/// How exact a launch date is (`date_precision`); coarser than ``hour``, the `date_utc` instant is the period's start.
public enum DatePrecision: String, Sendable, Hashable, CaseIterable {
    case hour
    case day
    case month
    case quarter
    case half
    case year

    /// Whether the date names an actual instant that a countdown may count to.
    public var isExact: Bool { self == .hour }

    /// The first instant after the period that `date` stands for, in UTC: a launch is overdue
    /// only once this has passed, since "December 2022" is not late on 2 December.
    public func endOfPeriod(startingAt date: Date) -> Date {
        let calendar = Self.utcCalendar
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1970
        let month = parts.month ?? 1
        func start(year: Int, month: Int, day: Int = 1) -> Date {
            calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? date
        }
        switch self {
        case .hour:
            return date
        case .day:
            return start(year: year, month: month, day: parts.day ?? 1).addingTimeInterval(86_400)
        case .month:
            return month == 12 ? start(year: year + 1, month: 1) : start(year: year, month: month + 1)
        case .quarter:
            let nextQuarterMonth = ((month - 1) / 3 + 1) * 3 + 1
            return nextQuarterMonth > 12 ? start(year: year + 1, month: 1) : start(year: year, month: nextQuarterMonth)
        case .half:
            return month <= 6 ? start(year: year, month: 7) : start(year: year + 1, month: 1)
        case .year:
            return start(year: year + 1, month: 1)
        }
    }

    /// A Gregorian calendar in UTC: launch dates are shown in UTC so they read the same everywhere.
    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }
}
