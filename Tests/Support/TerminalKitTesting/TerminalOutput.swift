package import TerminalKit

/// What a terminal receives, read back by tests: with Mosaic's own sequences set aside, is
/// anything left that could drive the terminal?
package enum TerminalOutput {
    /// `output` without the sequences the renderer writes itself: colour (SGR), cursor moves and
    /// clearing the screen.
    package static func withoutOwnSequences(_ output: TerminalText) -> String {
        output.encoded.replacing(#/\x1B\[[0-9;]*[mHJ]/#, with: "")
    }

    /// The characters of `output` that could drive a terminal, once the renderer's own sequences
    /// and (when `lineBreaks` are allowed) line breaks are set aside; none when it is inert.
    package static func rawControls(in output: TerminalText, lineBreaks: Bool = false) -> [Unicode.Scalar] {
        withoutOwnSequences(output).unicodeScalars.filter {
            TerminalEscaping.needsEscape($0) && !(lineBreaks && $0 == "\n")
        }
    }
}
