import Foundation

extension LaunchDetailContent {
    /// Name, patch and date: what a text client prints above the sections and keeps on top while they scroll.
    public var head: [String] {
        [name, "Patch: \(patchImageURL?.absoluteString ?? "-")", dateDisplay.summary]
    }

    /// The details, then any links, as titled values: what a text client lists under the name, patch and date.
    public var sections: [[(title: String, value: String)]] {
        let links = [("YouTube", youtubeURL), ("Press kit", pressKitURL)].compactMap { title, url in
            url.map { (title, $0.absoluteString) }
        }
        return [rows.map { ($0.title, $0.value) }, links]
    }
}
