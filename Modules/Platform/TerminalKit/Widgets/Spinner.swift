/// A spinner that advances one frame per tick.
public struct Spinner: Sendable, Hashable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private var frame = 0

    public init() {}

    public mutating func advance() {
        frame = (frame + 1) % Self.frames.count
    }

    public var symbol: String { Self.frames[frame] }
}
