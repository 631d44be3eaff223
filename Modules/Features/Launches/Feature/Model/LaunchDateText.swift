public import Foundation

/// Dates only as precise as the data knows, in UTC and English: "December 2022", never "1 December 2022 00:00".
public enum LaunchDateText {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `date` at `precision`: "2020-03-07 04:50 UTC", "8 November 2022", "November 2022", "Q4 2022", "H2 2022", "2022".
    public static func text(for date: Date, precision: DatePrecision) -> String {
        let parts = DatePrecision.utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let year = parts.year ?? 1970
        let month = parts.month ?? 1
        let monthName = monthNames[min(max(month - 1, 0), 11)]
        switch precision {
        case .hour:
            return String(
                format: "%04d-%02d-%02d %02d:%02d UTC", year, month, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0)
        case .day: return "\(parts.day ?? 1) \(monthName) \(year)"
        case .month: return "\(monthName) \(year)"
        case .quarter: return "Q\((month - 1) / 3 + 1) \(year)"
        case .half: return "H\(month <= 6 ? 1 : 2) \(year)"
        case .year: return "\(year)"
        }
    }

    /// The date as the screens show it: "NET " before an upcoming date that is only a lower bound (flagged
    /// `net`, or coarser than an hour), " (TBD)" after one still to be determined.
    public static func text(for launch: Launch) -> String {
        var text = text(for: launch.date, precision: launch.datePrecision)
        if launch.isUpcoming, launch.isNET || !launch.datePrecision.isExact {
            text = "NET " + text
        }
        if launch.isTBD {
            text += " (TBD)"
        }
        return text
    }
}
