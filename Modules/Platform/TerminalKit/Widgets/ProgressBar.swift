/// A one-line progress bar, `[#########-----------]  612/1351  45%`, for any count of work.
public enum ProgressBar {
    /// The bar with its count and percentage, fitted to `width` columns (the bar shrinks; at
    /// least the count is always shown). `label` goes first when given.
    public static func line(done: Int, total: Int, width: Int, label: String = "") -> String {
        let total = max(0, total)
        let done = min(max(0, done), total)
        let percent = total == 0 ? 100 : done * 100 / total
        let count = "\(String(repeating: " ", count: max(0, String(total).count - String(done).count)))\(done)/\(total)"
        let suffix = "  \(count)  \(percent < 10 ? "  " : percent < 100 ? " " : "")\(percent)%"
        let prefix = label.isEmpty ? "" : label + " "
        let barWidth = min(40, width - DisplayWidth.of(prefix) - DisplayWidth.of(suffix) - 2)
        guard barWidth >= 5 else { return prefix + count }
        let filled = total == 0 ? barWidth : done * barWidth / total
        return prefix + "[" + String(repeating: "#", count: filled)
            + String(repeating: "-", count: barWidth - filled) + "]" + suffix
    }

    /// The plain count for output that is not a terminal: `612/1351`.
    public static func count(done: Int, total: Int, label: String = "") -> String {
        (label.isEmpty ? "" : label + " ") + "\(done)/\(total)"
    }
}
