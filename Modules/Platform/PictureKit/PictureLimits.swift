/// How big a picture may be, so one bad URL cannot take the memory of the app.
package struct PictureLimits: Sendable, Equatable {
    package var maximumBytes: Int
    /// The most pixels a decoded picture may have (each takes four bytes).
    package var maximumPixels: Int

    package init(maximumBytes: Int, maximumPixels: Int) {
        self.maximumBytes = maximumBytes
        self.maximumPixels = maximumPixels
    }

    /// 8 MB and 16 megapixels: far above any sprite, patch or product photo the APIs serve.
    package static let standard = PictureLimits(maximumBytes: 8_000_000, maximumPixels: 16_000_000)
}
