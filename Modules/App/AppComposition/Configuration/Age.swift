import Foundation

/// How long ago something happened, in the largest whole unit: "just now", "5 minutes ago".
enum Age {
    static func text(from then: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(then)))
        let units: [(seconds: Int, name: String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute")]
        for unit in units where seconds >= unit.seconds {
            let count = seconds / unit.seconds
            return "\(count) \(unit.name)\(count == 1 ? "" : "s") ago"
        }
        return "just now"
    }
}
