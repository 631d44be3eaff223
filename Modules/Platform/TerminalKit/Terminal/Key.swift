/// A key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case enter
    case escape
    case backspace
    case tab
    case backTab
    case space
    /// Control and a letter, such as Ctrl-C as `.control("c")`.
    case control(Character)
    case character(Character)
}
