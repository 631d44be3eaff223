#if DEBUG
// Each format's decoder is called directly (both are internal), so the fuzzer spends no runs
// on the format sniffing in front of them; debug builds compile them with testing enabled.
import Foundation
@testable import ImageDecodingSystem

/// Pictures from the network through the system's libpng and libjpeg-turbo.
enum ImageFuzzing {
    // Smaller than the app's limit (16 megapixels) so that each run stays fast; the code
    // paths past the size check are the same for every size.
    private static let maximumPixels = 1 << 20

    static func png(_ data: Data) {
        _ = try? PNGDecoder.decode(data, maximumPixels: maximumPixels)
    }

    static func jpeg(_ data: Data) {
        _ = try? JPEGDecoder.decode(data, maximumPixels: maximumPixels)
    }
}
#endif
