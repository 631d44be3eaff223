/// Text taller than the screen, scrolled a line or a page at a time: the detail screens.
public struct ScrollPane: Sendable {
    private var top = 0
    private var height = 1
    private var count = 0

    public init() {}

    /// `fixed` lines, then as much of `lines` from the scroll position as fits in `size`, with a
    /// last line saying what is left below when something is.
    public mutating func lines(fixed: [StyledLine], _ lines: [StyledLine], size: TerminalSize) -> [StyledLine] {
        count = lines.count
        height = max(size.rows - fixed.count, 1)
        guard count > height else {
            top = 0
            return fixed + lines
        }
        top = min(top, count - height)
        guard top < count - height else { return fixed + Array(lines[top...]) }
        // Not at the end: the last row says how much is below.
        let visible = Array(lines[top..<(top + height - 1)])
        let below = count - top - visible.count
        return fixed + visible + [StyledLine("↓ \(below) more line\(below == 1 ? "" : "s")", style: .dim)]
    }

    /// Scrolls when `key` is a movement key; `false` otherwise.
    public mutating func move(_ key: Key) -> Bool {
        guard let delta = ListKeys.movement(for: key, pageHeight: height) else { return false }
        top = min(max(top + delta, 0), max(count - height, 0))
        return true
    }
}
