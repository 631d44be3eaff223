import CommandLineKit
import Testing

@Suite("Echoing what the user typed in messages")
struct EchoedTests {
    @Test func controlCharactersAreEscapedSoTheyCannotDriveTheTerminal() {
        #expect("a\u{1B}[31mb".echoed == "a\\e[31mb")
        #expect("line\nnext\r\tx".echoed == "line\\nnext\\r\\tx")
        #expect("\u{1}\u{7F}\u{9B}\u{2028}".echoed == "\\u{1}\\u{7F}\\u{9B}\\u{2028}")
        #expect("flabébé 🐉".echoed == "flabébé 🐉")
    }

    @Test func aLongArgumentIsShortenedKeepingItsStartAndEnd() {
        let long = String(repeating: "a", count: 50) + String(repeating: "z", count: 50)
        let echoed = long.echoed
        #expect(echoed.count == String.echoLimit)
        #expect(echoed.hasPrefix("aaaa") && echoed.hasSuffix("zzzz") && echoed.contains("…"))
        let exact = String(repeating: "x", count: String.echoLimit)
        #expect(exact.echoed == exact)
    }
}
