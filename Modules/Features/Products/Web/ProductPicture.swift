import Foundation
import WebAppKit

/// A product photo at this server's picture URL; nothing when the view state has no URL (a
/// product code the image rule refuses) or the pages have no picture route.
enum ProductPicture {
    static func html(_ url: URL?, picture: (URL) -> String?, lazy: Bool = true) -> HTML {
        guard let path = url.flatMap(picture) else { return .element(.div, [.class("picture portrait")]) }
        return .element(.img, [.class("picture portrait"), .src(path), .alt("")] + (lazy ? [.loadingLazy] : []))
    }
}
