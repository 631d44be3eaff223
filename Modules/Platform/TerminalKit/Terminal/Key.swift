/// A key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, backspace, tab, backTab, space
    /// Control and a letter, such as Ctrl-C as `.control("c")`.
    case control(Character)
    case character(Character)
}
