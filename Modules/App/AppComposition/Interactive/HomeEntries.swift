import TerminalUI

/// The apps on the home screen, in the order the product lists them.
@MainActor
enum HomeEntries {
    static func make(graph: AppGraph) -> [MenuScreen.Entry] {
        []
    }
}
