import Foundation
import Testing

@testable import ProductsFeature

@Suite struct ProductImageURLTests {
    @Test func buildsTheCDNPathFromTheFirstTwoCharactersTheCodeTheResolutionAndTheShot() {
        let url = ProductImageURL.make(defaultCode10: "48234439OF", resolution: .thumbnail, shot: .front)
        #expect(url?.absoluteString == "https://cdn.yoox.biz/48/48234439OF_8_F.jpg")
    }

    @Test func theDetailAsksForTheLargeResolution() {
        let url = ProductImageURL.make(defaultCode10: "59011007UC", resolution: .large)
        #expect(url?.absoluteString == "https://cdn.yoox.biz/59/59011007UC_24_F.jpg")
    }

    @Test(arguments: ["", "4823443", "48234439OFX", "48/34439OF", "48234439 F", "4823443éOF"])
    func refusesCodesThatCannotNameAnImage(code: String) {
        #expect(ProductImageURL.make(defaultCode10: code, resolution: .thumbnail) == nil)
    }

    @Test func resolutionCodesAreLimitedToTheBriefsRange() {
        #expect(ImageResolution(code: 7) == nil)
        #expect(ImageResolution(code: 25) == nil)
        #expect(ImageResolution(code: 14)?.code == 14)
        #expect(ImageResolution(code: 14)?.pixelSize == nil)
    }

    @Test func theDocumentedEndsCarryTheirPixelSizes() {
        #expect(ImageResolution.thumbnail.code == 8)
        #expect(ImageResolution.thumbnail.pixelSize == .init(width: 45, height: 60))
        #expect(ImageResolution.large.code == 24)
        #expect(ImageResolution.large.pixelSize == .init(width: 3072, height: 4096))
    }
}
