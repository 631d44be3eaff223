import Foundation
import WebAppKit

/// A product photo at this server's picture URL; an empty frame when there is none to serve.
enum ProductPicture {
    static func html(_ url: URL?, picture: (URL) -> String?, lazy: Bool = true) -> HTML {
        guard let path = url.flatMap(picture) else { return .element(.div, [.class("picture portrait")]) }
        return .element(.img, [.class("picture portrait"), .src(path), .alt("")] + (lazy ? [.loadingLazy] : []))
    }
}
