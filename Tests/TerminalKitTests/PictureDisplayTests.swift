import TerminalKit
import Testing

@Suite struct PictureDisplayTests {
    /// What the terminal announces, whether output is one, what `--image`/`--no-image` asked, and the
    /// display that follows: half blocks in the announced colours, the URL as text in a pipe or under
    /// `NO_COLOR` unless `--image` says otherwise, and kitty where announced, never in tmux or off a terminal.
    static let cases: [(environment: [String: String], isTerminal: Bool, requested: Bool?, PictureDisplay)] = [
        (["COLORTERM": "truecolor"], true, nil, .halfBlocks(.trueColor)),
        (["COLORTERM": "24bit"], true, nil, .halfBlocks(.trueColor)),
        ([:], true, nil, .halfBlocks(.palette256)),
        ([:], false, nil, .text),
        (["NO_COLOR": "1"], true, nil, .text),
        (["NO_COLOR": "1"], false, true, .halfBlocks(.palette256)),
        (["COLORTERM": "truecolor"], true, false, .text),
        (["TERM": "xterm-kitty"], true, nil, .kitty),
        (["TERM_PROGRAM": "ghostty"], true, nil, .kitty),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux"], true, nil, .halfBlocks(.palette256)),
        (["TERM": "xterm-kitty"], false, true, .halfBlocks(.palette256)),
    ]

    @Test(arguments: cases.indices)
    func theDisplayFollowsWhatTheTerminalAnnouncesAndWhatWasAskedFor(_ index: Int) {
        let (environment, isTerminal, requested, expected) = Self.cases[index]
        #expect(
            PictureDisplay.detect(environment: environment, outputIsTerminal: isTerminal, requested: requested)
                == expected)
    }

    @Test func fullScreensDrawHalfBlocksWhereTheTerminalSpeaksKitty() {
        #expect(PictureDisplay.kitty.forInteractiveScreens == .halfBlocks(.trueColor))
    }
}
