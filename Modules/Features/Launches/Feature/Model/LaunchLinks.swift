public import Foundation

public struct LaunchLinks: Sendable, Hashable {
    public var patchSmall: URL?
    public var patchLarge: URL?
    public var webcast: URL?
    public var pressKit: URL?
    public var wikipedia: URL?
    public var article: URL?

    public init(
        patchSmall: URL? = nil, patchLarge: URL? = nil, webcast: URL? = nil, pressKit: URL? = nil,
        wikipedia: URL? = nil, article: URL? = nil
    ) {
        self.patchSmall = patchSmall
        self.patchLarge = patchLarge
        self.webcast = webcast
        self.pressKit = pressKit
        self.wikipedia = wikipedia
        self.article = article
    }
}
