/// One screen of the web app: its title, where the back link goes, and its content.
package struct WebPage: Sendable, Equatable {
    package struct BackLink: Sendable, Equatable {
        /// A path of this server.
        package var path: String
        package var title: String

        package init(path: String, title: String) {
            self.path = path
            self.title = title
        }
    }

    /// The page's heading and the browser tab's title.
    package var title: String
    /// The back link, `nil` on the home page.
    package var back: BackLink?
    package var content: [HTML]

    package init(title: String, back: BackLink?, content: [HTML]) {
        self.title = title
        self.back = back
        self.content = content
    }
}
