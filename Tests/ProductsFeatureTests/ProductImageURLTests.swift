import Foundation
import Testing

@testable import ProductsFeature

@Suite struct ProductImageURLTests {
    @Test func buildsTheCDNPathFromTheFirstTwoCharactersTheCodeTheResolutionAndTheFrontShot() {
        let url = ProductImageURL.make(defaultCode10: "48234439OF", resolution: .thumbnail)
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
}
