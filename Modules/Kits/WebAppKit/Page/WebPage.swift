/// One screen of the web app: its title, where the back link goes, and its content.
public struct WebPage: Sendable, Equatable {
    /// A link back to the screen this one was opened from.
    public struct BackLink: Sendable, Equatable {
        /// A path of this server.
        public var path: String
        /// What the link says, such as `Launches`.
        public var title: String

        /// A link to `path` saying `title`.
        public init(path: String, title: String) {
            self.path = path
            self.title = title
        }
    }

    /// The page's heading and the browser tab's title.
    public var title: String
    /// The back link, `nil` on the home page.
    public var back: BackLink?
    /// What the page shows under its heading.
    public var content: [HTML]

    /// A page titled `title` showing `content`.
    public init(title: String, back: BackLink?, content: [HTML]) {
        self.title = title
        self.back = back
        self.content = content
    }
}
