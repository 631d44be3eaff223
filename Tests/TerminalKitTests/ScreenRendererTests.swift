import Testing

@testable import TerminalKit

@Suite("Drawing frames: only what changed")
struct ScreenRendererTests {
    private let size = TerminalSize(columns: 10, rows: 3)

    @Test func theFirstFrameClearsAndDrawsEveryRow() {
        var renderer = ScreenRenderer(colors: false)
        let output = renderer.frame(["one", "two"], size: size).encoded
        #expect(output.hasPrefix("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1Hone       "))
        #expect(output.contains("\u{1B}[2;1Htwo       "))
        #expect(output.contains("\u{1B}[3;1H          "))
    }

    @Test func onlyChangedRowsAreRewrittenAndAnUnchangedFrameWritesNothing() {
        var renderer = ScreenRenderer(colors: false)
        _ = renderer.frame(["one", "two", "three"], size: size)
        #expect(renderer.frame(["one", "two", "three"], size: size).isEmpty)
        #expect(renderer.frame(["one", "TWO", "three"], size: size).encoded == "\u{1B}[2;1HTWO       ")
    }

    @Test func aResizeRedrawsEverything() {
        var renderer = ScreenRenderer(colors: false)
        _ = renderer.frame(["one"], size: size)
        let output = renderer.frame(["one"], size: TerminalSize(columns: 5, rows: 2)).encoded
        #expect(output.hasPrefix("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1Hone  "))
    }

    @Test func colourIsOnlyWrittenWhenAllowed() {
        let line = StyledLine("hi", style: .error)
        #expect(line.rendered(width: 4, colors: true).encoded == "\u{1B}[1;31mhi\u{1B}[0m  ")
        #expect(line.rendered(width: 4, colors: false).encoded == "hi  ")
        // Reverse video marks the selection even without colour.
        #expect(StyledLine("x", style: .selected).rendered(width: 1, colors: false).encoded == "\u{1B}[7mx\u{1B}[0m")
    }

    @Test func linesAreCutToTheWidthWithAnEllipsis() {
        #expect(StyledLine("abcdefghij").rendered(width: 5, colors: false).encoded == "abcd…")
    }
}
