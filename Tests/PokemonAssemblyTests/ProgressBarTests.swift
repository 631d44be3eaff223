import TerminalKit
import Testing

@Suite("The sync's progress bar")
struct ProgressBarTests {
    @Test func theProgressBarFillsInProportionAndFits() {
        let half = ProgressBar.line(done: 50, total: 100, width: 60)
        #expect(half.contains("[" + String(repeating: "#", count: 20) + String(repeating: "-", count: 20) + "]"))
        #expect(half.hasSuffix(" 50/100   50%"))
        #expect(DisplayWidth.of(ProgressBar.line(done: 1, total: 1351, width: 40, label: "details")) <= 40)
        #expect(ProgressBar.line(done: 3, total: 9, width: 10) == "3/9")
        #expect(ProgressBar.line(done: 0, total: 0, width: 60).hasSuffix("100%"))
        #expect(ProgressBar.count(done: 612, total: 1351, label: "details") == "details 612/1351")
    }
}
