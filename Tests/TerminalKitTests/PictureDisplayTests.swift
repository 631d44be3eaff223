import TerminalKit
import Testing

@Suite struct PictureDisplayTests {
    @Test func aTerminalGetsHalfBlocksInTheColoursItAnnounces() {
        #expect(
            PictureDisplay.detect(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true)
                == .halfBlocks(.trueColor))
        #expect(
            PictureDisplay.detect(environment: ["COLORTERM": "24bit"], outputIsTerminal: true)
                == .halfBlocks(.trueColor))
        #expect(PictureDisplay.detect(environment: [:], outputIsTerminal: true) == .halfBlocks(.palette256))
    }

    @Test func aPipeOrNoColorGetsTheURLUnlessImageIsAskedFor() {
        #expect(PictureDisplay.detect(environment: [:], outputIsTerminal: false) == .text)
        #expect(PictureDisplay.detect(environment: ["NO_COLOR": "1"], outputIsTerminal: true) == .text)
        #expect(
            PictureDisplay.detect(environment: ["NO_COLOR": "1"], outputIsTerminal: false, requested: true)
                == .halfBlocks(.palette256))
        #expect(
            PictureDisplay.detect(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true, requested: false)
                == .text)
    }

    @Test func kittyIsUsedWhereAnnouncedButNeverInsideTmuxOrOnFullScreens() {
        let kitty = ["TERM": "xterm-kitty"]
        #expect(PictureDisplay.detect(environment: kitty, outputIsTerminal: true) == .kitty)
        #expect(PictureDisplay.detect(environment: ["TERM_PROGRAM": "ghostty"], outputIsTerminal: true) == .kitty)
        #expect(
            PictureDisplay.detect(environment: kitty.merging(["TMUX": "/tmp/tmux"]) { $1 }, outputIsTerminal: true)
                == .halfBlocks(.palette256))
        #expect(PictureDisplay.detect(environment: kitty, outputIsTerminal: false, requested: true) != .kitty)
        #expect(PictureDisplay.kitty.forInteractiveScreens == .halfBlocks(.trueColor))
    }
}
