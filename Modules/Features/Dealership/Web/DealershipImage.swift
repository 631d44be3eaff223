import DealershipFeature
import Foundation
import WebAppKit

/// A picture fitted by its view state's rule: aspect fill, centred and clipped is `object-fit: cover` (`.fill`).
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
