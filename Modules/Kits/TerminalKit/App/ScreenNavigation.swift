/// Lets the feature routers of the interactive app move between screens. The app model is
/// made after the home screen (whose entries hold the routers), so it is attached afterwards.
@MainActor
public final class ScreenNavigation {
    public init() {}

    public weak var app: TerminalAppModel?

    public var current: (any InteractiveScreen)? { app?.current }

    public func push(_ screen: any InteractiveScreen) {
        app?.push(screen)
    }

    public func pop() {
        app?.pop()
    }
}
