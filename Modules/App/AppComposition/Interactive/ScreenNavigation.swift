import TerminalUI

/// Lets the feature routers of the interactive app move between screens. The app model is
/// made after the home screen (whose entries hold the routers), so it is attached afterwards.
@MainActor
final class ScreenNavigation {
    weak var app: TerminalAppModel?

    var current: (any InteractiveScreen)? { app?.current }

    func push(_ screen: any InteractiveScreen) {
        app?.push(screen)
    }

    func pop() {
        app?.pop()
    }
}
