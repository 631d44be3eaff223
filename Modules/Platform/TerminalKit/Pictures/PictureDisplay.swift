/// How pictures reach the terminal, decided once from what the terminal announces.
public enum PictureDisplay: Sendable, Hashable {
    /// No picture: the URL, as text. Off a terminal, and when `NO_COLOR` is set.
    case text
    /// Unicode upper half blocks, two pixels a cell, at this colour depth.
    case halfBlocks(ColorDepth)
    /// The kitty graphics protocol, for terminals that announce it (kitty, Ghostty, WezTerm).
    case kitty

    /// `requested` is `true` for `--image` (draw even in a pipe or under `NO_COLOR`), `false` for
    /// `--no-image`, `nil` to decide from the terminal.
    public static func detect(
        environment: [String: String], outputIsTerminal: Bool, requested: Bool? = nil
    ) -> PictureDisplay {
        switch requested {
        case false?: return .text
        case nil where !outputIsTerminal || !(environment["NO_COLOR"] ?? "").isEmpty: return .text
        default: break
        }
        if outputIsTerminal, announcesKittyGraphics(environment) { return .kitty }
        return .halfBlocks(ColorDepth(environment: environment))
    }

    /// What full-screen interactive screens use: they redraw line by line, which would wipe a
    /// kitty placement, so they draw half blocks even where the terminal could do better.
    public var forInteractiveScreens: PictureDisplay {
        guard case .kitty = self else { return self }
        return .halfBlocks(.trueColor)
    }

    /// Terminals that speak the kitty graphics protocol say so in `TERM` or `TERM_PROGRAM`.
    /// Inside tmux or screen they do not pass it through, so it is never used there.
    static func announcesKittyGraphics(_ environment: [String: String]) -> Bool {
        guard environment["TMUX"] == nil, !(environment["TERM"] ?? "").hasPrefix("screen") else { return false }
        if environment["TERM"] == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return true }
        return ["ghostty", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "")
    }
}
