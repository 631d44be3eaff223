/// What may reach a terminal: text, line breaks between the lines of a command's output, and
/// the sequences Mosaic writes itself: SGR colour, a cursor move and clearing the screen
/// (`ESC [ digits and ; then m, H or J`), and a kitty picture (`ESC _ G keys ; base64 ESC \`).
/// Anything else that could drive a terminal is a finding: a C0 control (ESC outside those
/// sequences, a bare CR, BEL, NUL), DEL, a C1 control, a Unicode format character (bidi
/// controls, joiners) or a line or paragraph separator.
///
/// Written on its own, not with ``TerminalEscaping``: the oracle must not share a mistake with
/// the code it judges.
public enum TerminalOutputOracle {
    /// Why `output` may not reach a terminal, or `nil` when it may. `lineBreaks`: whether line
    /// breaks belong to it (a command's lines do; a frame of the interactive app positions each
    /// row with a cursor move and has none).
    public static func violation(in output: String, lineBreaks: Bool) -> String? {
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard let end = endOfOwnSequence(in: scalars, at: index) else {
                    return "an escape sequence Mosaic does not write at scalar \(index): \(excerpt(scalars, at: index))"
                }
                index = end
                continue
            }
            if scalar == "\n", lineBreaks {
                index += 1
                continue
            }
            if drivesTerminal(scalar) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                return "\(code) at scalar \(index): \(excerpt(scalars, at: index))"
            }
            index += 1
        }
        return nil
    }

    private static func drivesTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// Where the sequence Mosaic writes that starts at `start` (an ESC) ends, or `nil` when none does.
    private static func endOfOwnSequence(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        switch scalars[index] {
        case "[":
            index += 1
            while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
            guard index < scalars.count, ["m", "H", "J"].contains(scalars[index]) else { return nil }
            return index + 1
        case "_":
            index += 1
            guard index < scalars.count, scalars[index] == "G" else { return nil }
            index += 1
            while index < scalars.count, isPictureCharacter(scalars[index]) { index += 1 }
            guard index + 1 < scalars.count, scalars[index] == "\u{1B}", scalars[index + 1] == "\\" else { return nil }
            return index + 2
        default:
            return nil
        }
    }

    /// The keys and base64 payload of a kitty picture: `a=T,f=32,...;AQID/w==`.
    private static func isPictureCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "=,;+/".unicodeScalars.contains(scalar))
    }

    private static func excerpt(_ scalars: [Unicode.Scalar], at index: Int) -> String {
        let window = scalars[max(0, index - 20)..<min(scalars.count, index + 20)]
        return String(String.UnicodeScalarView(window)).debugDescription
    }
}
