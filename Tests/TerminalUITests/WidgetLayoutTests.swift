import Testing

@testable import TerminalUI

@Suite("Widget layout at several widths")
struct WidgetLayoutTests {
    @Test func tableColumnsAlignWithoutTrailingSpaces() {
        let lines = TextTable.render(header: ["ID", "NAME"], rows: [["1", "Bulbasaur"], ["25", "Pikachu"]])
        #expect(lines == ["ID  NAME", "1   Bulbasaur", "25  Pikachu"])
    }

    @Test func rightAlignedColumnsPadOnTheLeft() {
        let lines = TextTable.render(header: nil, rows: [["a", "1"], ["b", "100"]], alignments: [.left, .right])
        #expect(lines == ["a    1", "b  100"])
    }

    @Test(arguments: [20, 40, 80])
    func aTableNeverExceedsMaxWidth(_ width: Int) {
        let lines = TextTable.render(header: nil, rows: [["key", String(repeating: "x", count: 200)]], maxWidth: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(DisplayWidth.of("ポケモン") == 8)
        #expect(DisplayWidth.pad("ポケ", to: 6) == "ポケ  ")
    }

    @Test func theViewportKeepsTheCursorVisible() {
        var viewport = ListViewport()
        viewport.move(by: 15, count: 100, height: 10)
        #expect(viewport.cursor == 15)
        #expect(viewport.visibleRange(count: 100, height: 10) == 6..<16)
        viewport.move(by: -100, count: 100, height: 10)
        #expect(viewport.cursor == 0)
        #expect(viewport.visibleRange(count: 100, height: 10) == 0..<10)
        viewport.move(by: Int.max / 2, count: 100, height: 10)
        #expect(viewport.cursor == 99)
        #expect(viewport.visibleRange(count: 100, height: 10) == 90..<100)
    }

    @Test func chipsWrapWhenTheyDoNotFit() {
        let chips = (1...6).map { ChipRow.Chip(title: "Type \($0)", isSelected: $0.isMultiple(of: 2)) }
        #expect(ChipRow.lines(chips, focused: 0, width: 200).count == 1)
        let narrow = ChipRow.lines(chips, focused: 0, width: 30)
        #expect(narrow.count > 1)
        #expect(narrow.allSatisfy { DisplayWidth.of($0.plainText) <= 30 + 2 })
        #expect(narrow[0].plainText.hasPrefix("[ ] Type 1"))
    }
}
