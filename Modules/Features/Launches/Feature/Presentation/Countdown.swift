/// Time left until a launch, split for display.
public struct Countdown: Sendable, Hashable {
    /// Whole seconds left, never negative.
    public let totalSeconds: Int

    public init(totalSeconds: Int) {
        self.totalSeconds = max(0, totalSeconds)
    }

    public var days: Int { totalSeconds / 86_400 }
    public var hours: Int { totalSeconds % 86_400 / 3_600 }
    public var minutes: Int { totalSeconds % 3_600 / 60 }
    public var seconds: Int { totalSeconds % 60 }

    /// "T- 3d 04h 05m 06s".
    public var text: String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "T- \(days)d \(twoDigits(hours))h \(twoDigits(minutes))m \(twoDigits(seconds))s"
    }
}
