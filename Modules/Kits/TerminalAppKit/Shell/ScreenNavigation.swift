public import TerminalKit

/// Lets the feature routers of the interactive app move between screens. The app model is
/// made after the home screen (whose entries hold the routers), so it is attached afterwards.
@MainActor
public final class ScreenNavigation {
    /// How the terminal the screens draw on shows pictures.
    public let pictureDisplay: PictureDisplay

    public init(pictureDisplay: PictureDisplay = .text) {
        self.pictureDisplay = pictureDisplay
    }

    public weak var app: TerminalAppModel?

    public var current: (any InteractiveScreen)? { app?.current }

    public func push(_ screen: any InteractiveScreen) {
        app?.push(screen)
    }

    public func pop() {
        app?.pop()
    }
}
