package import TerminalKit

/// Lets the feature routers of the interactive app move between screens. The app model is
/// made after the home screen (whose entries hold the routers), so it is attached afterwards.
@MainActor
package final class ScreenNavigation {
    package let pictureDisplay: PictureDisplay

    package init(pictureDisplay: PictureDisplay = .text) {
        self.pictureDisplay = pictureDisplay
    }

    package weak var app: TerminalAppModel?

    package var current: (any InteractiveScreen)? { app?.current }

    package func push(_ screen: any InteractiveScreen) {
        app?.push(screen)
    }

    package func pop() {
        app?.pop()
    }
}
