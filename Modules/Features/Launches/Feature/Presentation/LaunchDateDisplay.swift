public import Foundation

/// The date component of the detail screen: what to say about when the launch is.
public enum LaunchDateDisplay: Sendable, Hashable {
    case launched(date: String)
    /// An upcoming launch with an exact time still ahead: a live countdown.
    case countdown(Countdown, date: String)
    /// Upcoming, by date: coarser than an hour (a countdown to a placeholder would mislead) or the countdown flag off.
    case scheduled(date: String)
    /// A launch still marked upcoming whose time (or whole period) has passed.
    case overdue(date: String)

    public static func make(for launch: Launch, now: Date, countdownEnabled: Bool) -> LaunchDateDisplay {
        let date = LaunchDateText.text(for: launch)
        guard launch.isUpcoming else { return .launched(date: date) }
        if now >= launch.datePrecision.endOfPeriod(startingAt: launch.date) {
            return .overdue(date: date)
        }
        guard countdownEnabled, launch.datePrecision.isExact else { return .scheduled(date: date) }
        let remaining = launch.date.timeIntervalSince(now).rounded(.up)
        return .countdown(Countdown(totalSeconds: Int(remaining)), date: date)
    }

    public var date: String {
        switch self {
        case .launched(let date), .countdown(_, let date), .scheduled(let date), .overdue(let date): date
        }
    }

    /// The remaining whole seconds while counting down, else `nil`.
    public var countdownSeconds: Int? {
        if case .countdown(let countdown, _) = self { countdown.totalSeconds } else { nil }
    }

    /// One line for the screen: "Launched 2020-03-07 04:50 UTC", "T- 1d 02h 03m 04s", ...
    public var summary: String {
        switch self {
        case .launched(let date): "Launched \(date)"
        case .countdown(let countdown, let date): "\(countdown.text) (\(date))"
        case .scheduled(let date): "Scheduled \(date)"
        case .overdue(let date): "Planned \(date): launch time has passed; awaiting an update"
        }
    }
}
