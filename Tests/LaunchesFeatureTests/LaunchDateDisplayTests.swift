import Foundation
import LaunchesFeature
import Testing

@Suite("Launch dates and the countdown")
struct LaunchDateDisplayTests {
    private func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    private func upcoming(
        _ when: String, _ precision: DatePrecision, net: Bool = false, tbd: Bool = false
    ) throws
        -> Launch
    {
        Launch(
            id: "6243aec2af52800c6e91925d", name: "Test", date: try date(when), datePrecision: precision,
            isUpcoming: true, isTBD: tbd, isNET: net)
    }

    @Test func anExactUpcomingTimeCountsDownInDaysHoursMinutesAndSeconds() throws {
        let launch = try upcoming("2022-11-01T13:41:00Z", .hour)
        let display = LaunchDateDisplay.make(for: launch, now: try date("2022-10-31T11:37:56Z"), countdownEnabled: true)
        let countdown = Countdown(totalSeconds: 93_784)
        #expect(display == .countdown(countdown, date: "2022-11-01 13:41 UTC"))
        #expect([countdown.days, countdown.hours, countdown.minutes, countdown.seconds] as [Int] == [1, 2, 3, 4])
        #expect(countdown.text == "T- 1d 02h 03m 04s")
        #expect(display.countdownSeconds == 93_784)
    }

    @Test func theCountdownReachesOneSecondThenSaysTheTimeHasPassedInsteadOfGoingNegative() throws {
        let launch = try upcoming("2022-11-01T13:41:00Z", .hour)
        let oneLeft = LaunchDateDisplay.make(for: launch, now: try date("2022-11-01T13:40:59Z"), countdownEnabled: true)
        #expect(oneLeft.countdownSeconds == 1)
        for instant in ["2022-11-01T13:41:00Z", "2026-11-22T18:00:00Z"] {
            let display = LaunchDateDisplay.make(for: launch, now: try date(instant), countdownEnabled: true)
            #expect(display == .overdue(date: "2022-11-01 13:41 UTC"))
            #expect(display.countdownSeconds == nil)
            #expect(display.summary.contains("launch time has passed; awaiting an update"))
        }
    }

    @Test(arguments: [
        (DatePrecision.day, "NET 8 November 2022", "2022-11-08T23:59:59Z", "2022-11-09T00:00:00Z"),
        (.month, "NET November 2022", "2022-11-30T12:00:00Z", "2022-12-01T00:00:00Z"),
        (.quarter, "NET Q4 2022", "2022-12-31T23:00:00Z", "2023-01-01T00:00:00Z"),
        (.half, "NET H2 2022", "2022-12-31T23:00:00Z", "2023-01-01T00:00:00Z"),
        (.year, "NET 2022", "2022-12-31T23:00:00Z", "2023-01-01T00:00:00Z"),
    ])
    func aCoarseDateNeverCountsSecondsAndIsOverdueOnlyOnceItsWholePeriodHasPassed(
        precision: DatePrecision, text: String, lastMomentInPeriod: String, periodEnd: String
    ) throws {
        let launch = try upcoming(precision == .day ? "2022-11-08T00:00:00Z" : "2022-11-01T00:00:00Z", precision)
        let before = LaunchDateDisplay.make(for: launch, now: try date("2022-10-01T00:00:00Z"), countdownEnabled: true)
        #expect(before == .scheduled(date: text))
        let inside = LaunchDateDisplay.make(for: launch, now: try date(lastMomentInPeriod), countdownEnabled: true)
        #expect(inside == .scheduled(date: text))
        let after = LaunchDateDisplay.make(for: launch, now: try date(periodEnd), countdownEnabled: true)
        #expect(after == .overdue(date: text))
    }

    @Test func quarterAndHalfYearsAreNamedFromTheMonthOfThePlaceholderDate() throws {
        let july = try date("2026-07-01T00:00:00Z")
        #expect(LaunchDateText.text(for: july, precision: .quarter) == "Q3 2026")
        #expect(LaunchDateText.text(for: july, precision: .half) == "H2 2026")
        #expect(LaunchDateText.text(for: try date("2026-03-31T00:00:00Z"), precision: .quarter) == "Q1 2026")
        #expect(DatePrecision.quarter.endOfPeriod(startingAt: july) == (try date("2026-10-01T00:00:00Z")))
    }

    @Test func aPastLaunchShowsItsDateAndTheCountdownFlagOffShowsTheDateToo() throws {
        let past = Launch(
            id: "5eb87d42ffd86e000604b384", name: "CRS-20", date: try date("2020-03-07T04:50:31Z"), isUpcoming: false)
        let now = try date("2020-03-01T00:00:00Z")
        #expect(
            LaunchDateDisplay.make(for: past, now: now, countdownEnabled: true)
                == .launched(date: "2020-03-07 04:50 UTC"))
        let future = try upcoming("2022-11-01T13:41:00Z", .hour)
        let off = LaunchDateDisplay.make(for: future, now: try date("2022-10-01T00:00:00Z"), countdownEnabled: false)
        #expect(off == .scheduled(date: "2022-11-01 13:41 UTC"))
    }

    @Test func netAndTbdFlagsShowInTheDateText() throws {
        let net = try upcoming("2022-11-01T13:41:00Z", .hour, net: true)
        let tbd = try upcoming("2022-11-01T13:41:00Z", .hour, tbd: true)
        #expect(LaunchDateText.text(for: net) == "NET 2022-11-01 13:41 UTC")
        #expect(LaunchDateText.text(for: tbd) == "2022-11-01 13:41 UTC (TBD)")
    }
}
