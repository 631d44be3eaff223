/// The keys that move through a list, shared by every list screen.
public enum ListKeys {
    /// How far `key` moves the cursor, or `nil` when it is not a movement key.
    public static func movement(for key: Key, pageHeight: Int) -> Int? {
        switch key {
        case .up, .character("k"): -1
        case .down, .character("j"): 1
        case .pageUp: -max(pageHeight - 1, 1)
        case .pageDown: max(pageHeight - 1, 1)
        case .home: Int.min / 2
        case .end: Int.max / 2
        default: nil
        }
    }
}
