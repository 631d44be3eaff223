import Foundation

extension LaunchDetailContent {
    /// The details, then the links there are, as titled values: what a text client lists under
    /// the launch's name, patch and date.
    public var sections: [[(title: String, value: String)]] {
        let links = [("YouTube", youtubeURL), ("Press kit", pressKitURL)].compactMap { title, url in
            url.map { (title, $0.absoluteString) }
        }
        return [rows.map { ($0.title, $0.value) }, links]
    }
}
