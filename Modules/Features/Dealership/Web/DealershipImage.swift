import DealershipFeature
import Foundation
import WebAppKit

/// A dealership's or vehicle's picture, fitted as its view state's rule says: aspect fill,
/// centred and clipped is CSS `object-fit: cover` (the stylesheet's `.fill`).
enum DealershipImage {
    static func html(_ image: RemoteImage, picture: (URL) -> String?) -> HTML {
        guard let path = picture(image.url) else { return .empty }
        return .element(.img, [.class(cssClass(for: image.display)), .src(path), .alt(""), .loadingLazy])
    }

    static func cssClass(for rule: ImageDisplayRule) -> String {
        switch rule.scaling {
        case .aspectFill: rule.isCentered && rule.clipsToBounds ? "picture fill" : "picture fill-start"
        }
    }
}
