import Testing

@testable import TerminalKit

@Suite("Widget layout at several widths")
struct WidgetLayoutTests {
    @Test func tableColumnsAlignWithoutTrailingSpacesAndRightAlignedOnesPadOnTheLeft() {
        let lines = TextTable.render(header: ["ID", "NAME"], rows: [["1", "Bulbasaur"], ["25", "Pikachu"]])
        #expect(lines == ["ID  NAME", "1   Bulbasaur", "25  Pikachu"])
        let right = TextTable.render(header: nil, rows: [["a", "1"], ["b", "100"]], alignments: [.left, .right])
        #expect(right == ["a    1", "b  100"])
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

@Suite("The list pane and wrapping")
struct ListPaneTests {
    @Test(arguments: [10, 24, 40])
    func thePaneFitsTheHeightAndKeepsTheCursorVisible(_ rows: Int) {
        var pane = ListPane()
        let size = TerminalSize(columns: 40, rows: rows)
        let items = (1...100).map { "row \($0)" }
        for _ in 0..<60 { _ = pane.move(.down, count: items.count) }
        let lines = pane.lines(above: ["title"], header: "NAME", rows: items, below: ["footer"], size: size)
        #expect(lines.count == rows)
        #expect(lines.last?.plainText == "footer")
        #expect(lines.contains { $0.plainText == "› row 61" })
        #expect(lines.filter { $0.plainText.hasPrefix("›") }.count == 1)
    }

    @Test func pageDownMovesByTheListHeightOfTheLastDraw() {
        var pane = ListPane()
        let items = (1...100).map { "row \($0)" }
        _ = pane.lines(above: [], header: nil, rows: items, below: [], size: TerminalSize(columns: 40, rows: 11))
        let moved = pane.move(.pageDown, count: items.count)
        #expect(moved)
        #expect(pane.cursor == 10)
        let movedByLetter = pane.move(.character("x"), count: items.count)
        #expect(!movedByLetter)
    }

    @Test func wrapKeepsEveryCharacterAndIndentsContinuations() {
        let url = "  Image   https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png"
        let lines = DisplayWidth.wrap(url, to: 40, indent: 10)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10)) })
        #expect(lines.map { String($0.drop { $0 == " " }) }.joined().contains("sprites/pokemon/25.png"))
        #expect(DisplayWidth.wrap("short", to: 40) == ["short"])
    }
}

@Suite("The scroll pane of the detail screens")
struct ScrollPaneTests {
    @Test func shortTextIsShownWholeAndLongTextScrollsToItsLastLine() {
        var pane = ScrollPane()
        let size = TerminalSize(columns: 40, rows: 10)
        #expect(pane.lines(fixed: ["head"], ["a", "b"], size: size).map(\.plainText) == ["head", "a", "b"])
        let text = (1...30).map { StyledLine("line \($0)") }
        #expect(pane.lines(fixed: ["head"], text, size: size).last?.plainText == "↓ 22 more lines")
        for _ in 0..<10 { _ = pane.move(.pageDown) }
        let end = pane.lines(fixed: ["head"], text, size: size).map(\.plainText)
        #expect(end.count == 10)
        #expect(end.last == "line 30")
        #expect(end.first == "head")
    }
}
