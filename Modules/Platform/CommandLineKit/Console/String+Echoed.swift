import TerminalKit

extension String {
    /// The most Unicode scalars a message quotes of one argument; longer ones are shortened in
    /// the middle. Scalars, not characters: one character can hold any number of combining marks.
    package static let echoLimit = 80

    /// This text as a message may quote it: control and format characters escaped (`\e`, `\n`, `\u{1}`,
    /// `\u{202E}`, by ``TerminalEscaping``) so they cannot move the cursor, colour, split a line or
    /// reorder what follows, and over ``echoLimit`` scalars shortened to its start and end around `…`.
    /// Every message quoting what a user or a server gave goes through it.
    package var echoed: String {
        let pieces = unicodeScalars.map { TerminalEscaping.escape($0) ?? String($0) }
        let length = pieces.reduce(0) { $0 + $1.unicodeScalars.count }
        guard length > Self.echoLimit else { return pieces.joined() }
        // Whole escapes only, so a shortened one never reads as a different character.
        func fitting(_ pieces: some Sequence<String>, within budget: Int) -> [String] {
            var used = 0
            return pieces.prefix { piece in
                used += piece.unicodeScalars.count
                return used <= budget
            }
        }
        let tailBudget = (Self.echoLimit - 1) / 2
        let head = fitting(pieces, within: Self.echoLimit - 1 - tailBudget)
        return head.joined() + "…" + fitting(pieces.reversed(), within: tailBudget).reversed().joined()
    }

    /// This text with every control (C0, DEL, C1) and format character (Cf: bidi controls, zero-width
    /// joiners, the BOM) and line or paragraph separator escaped: one line, in order, driving no terminal.
    package var escapingControlCharacters: String {
        TerminalEscaping.escaping(self)
    }
}
