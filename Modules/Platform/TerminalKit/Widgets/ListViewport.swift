/// Which rows of a long list are on screen, keeping the cursor visible with a little context.
public struct ListViewport: Sendable, Hashable {
    public private(set) var cursor: Int = 0
    public private(set) var top: Int = 0

    public init() {}

    public mutating func move(by delta: Int, count: Int, height: Int) {
        cursor += delta
        clamp(count: count, height: height)
    }

    /// Keeps the window valid after the list or the screen changed size.
    public mutating func clamp(count: Int, height: Int) {
        let height = max(height, 1)
        cursor = min(max(cursor, 0), max(count - 1, 0))
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
        top = max(0, min(top, max(count - height, 0)))
    }

    public func visibleRange(count: Int, height: Int) -> Range<Int> {
        top..<min(count, top + max(height, 0))
    }
}
