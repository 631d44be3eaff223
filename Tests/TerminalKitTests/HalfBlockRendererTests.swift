import ImageDecoding
import Testing

@testable import TerminalKit

@Suite struct HalfBlockRendererTests {
    let red = Bitmap.Pixel(red: 220, green: 30, blue: 40)
    let blue = Bitmap.Pixel(red: 30, green: 60, blue: 200)
    let clear = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    let faint = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 127)

    @Test func eachCellIsTheTopPixelInFrontAndTheBottomPixelBehind() throws {
        // Row 0 over row 1 makes the first line; row 2 (the last, odd one) alone the second.
        let bitmap = try #require(
            Bitmap(
                width: 4, height: 3, pixels: [red, red, clear, blue, blue, clear, red, faint, red, clear, clear, blue]))
        let lines = HalfBlockRenderer.lines(for: bitmap, depth: .trueColor)
        #expect(lines.count == 2)
        #expect(
            cells(lines[0]) == [
                Cell(
                    text: "▀", foreground: .rgb(red: 220, green: 30, blue: 40),
                    background: .rgb(red: 30, green: 60, blue: 200)),
                Cell(text: "▀", foreground: .rgb(red: 220, green: 30, blue: 40)),
                Cell(text: "▄", foreground: .rgb(red: 220, green: 30, blue: 40)),
                Cell(text: "▀", foreground: .rgb(red: 30, green: 60, blue: 200)),
            ])
        #expect(
            cells(lines[1]) == [
                Cell(text: "▀", foreground: .rgb(red: 220, green: 30, blue: 40)),
                Cell(text: " "), Cell(text: " "),
                Cell(text: "▀", foreground: .rgb(red: 30, green: 60, blue: 200)),
            ])
    }

    @Test func runsOfEqualCellsShareOneEscapeSequence() throws {
        let bitmap = try #require(Bitmap(width: 3, height: 2, pixels: [red, red, red, blue, blue, blue]))
        let line = try #require(HalfBlockRenderer.lines(for: bitmap, depth: .trueColor).first)
        #expect(line.rendered(width: 3, colors: true).encoded == "\u{1B}[38;2;220;30;40;48;2;30;60;200m▀▀▀\u{1B}[0m")
    }

    @Test func withoutTrueColourCellsUseTheNearest256PaletteEntries() throws {
        let bitmap = try #require(
            Bitmap(
                width: 1, height: 2,
                pixels: [Bitmap.Pixel(red: 255, green: 0, blue: 0), Bitmap.Pixel(red: 128, green: 128, blue: 128)]))
        let line = try #require(HalfBlockRenderer.lines(for: bitmap, depth: .palette256).first)
        #expect(cells(line) == [Cell(text: "▀", foreground: .indexed(196), background: .indexed(244))])
        #expect(line.rendered(width: 1, colors: true).encoded == "\u{1B}[38;5;196;48;5;244m▀\u{1B}[0m")
    }

    @Test func paletteIndicesComeFromTheCubeOrTheGreyRampWhicheverIsCloser() {
        #expect(ColorDepth.paletteIndex(red: 0, green: 0, blue: 0) == 16)
        #expect(ColorDepth.paletteIndex(red: 255, green: 255, blue: 255) == 231)
        #expect(ColorDepth.paletteIndex(red: 0, green: 0, blue: 255) == 21)
        #expect(ColorDepth.paletteIndex(red: 95, green: 135, blue: 175) == 16 + 36 * 1 + 6 * 2 + 3)
        #expect(ColorDepth.paletteIndex(red: 18, green: 18, blue: 18) == 233)
    }

    private struct Cell: Equatable, CustomStringConvertible {
        var text: String
        var foreground: TextStyle.Color?
        var background: TextStyle.Color?

        var description: String { "\(text) \(String(describing: foreground)) on \(String(describing: background))" }
    }

    private func cells(_ line: StyledLine) -> [Cell] {
        line.spans.flatMap { span in
            span.text.map {
                Cell(text: String($0), foreground: span.style.foreground, background: span.style.background)
            }
        }
    }
}
