import Foundation
import Networking
import NetworkingTesting

@testable import ProductsFeature

/// `Fixtures/` files, API bodies in the recorded shapes and their data as the feature's model.
enum ProductsFixtures {
    static let baseURL = URL(string: "https://api.yoox.biz")!

    static func data(_ name: String) throws -> Data {
        let file = name as NSString
        guard
            let url = Bundle.module.url(
                forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: "Fixtures")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    static func code8(_ index: Int) -> String {
        String(format: "5900%04d", index)
    }

    /// A `format=lite` search body with products `range` of a department of `total`.
    static func searchBody(_ range: Range<Int>, total: Int) -> String {
        let items = range.map { index in
            """
            {"Code8":"\(code8(index))","BrandName":"CHLOÉ","DefaultCode10":"\(code8(index))AB",\
            "MicroCategory":"Midi dress","MacroCategory":"Dresses","FullPrice":1390,\
            "DiscountedPrice":1390,"ModelNames":"Dress \(index)",\
            "Sizes":[{"Text":"36","ClassFamily":"FR"}],"Colors":[{"Id":25254}]}
            """
        }
        return """
            {"Header":{"StatusCode":200,"Description":"200 OK"},\
            "ResultsLite":{"TotalResults":\(total),"Items":[\(items.joined(separator: ","))]}}
            """
    }

    static let itemBody = """
        {"Item":{"Cod10":"59000001AB","Brand":{"Name":"CHLOÉ"},"MadeIn":"Italy",\
        "ItemDescriptions":{"ProductInfo":["Silk midi dress."]},\
        "Descriptions":[{"Key":"Composition","Value":"100% Silk"},{"Key":"Details","Value":"Concealed zip"}],\
        "ModelColors":[{"ColorId":25254,"ColorDescription":"Black"},{"ColorId":25694,"ColorDescription":"Ivory"}],\
        "ModelSizes":[{"SizeId":1,"Default":{"Text":"34"}},{"SizeId":2,"Default":{"Text":"36"}}]}}
        """

    /// A department of `total` products served 50 a page.
    static func department(total: Int) -> RecordingHTTPClient.Handler {
        { request in
            let page = request.url.intQuery("page") ?? 1
            let start = min((page - 1) * 50, total)
            return .json(searchBody(start..<min(start + 50, total), total: total))
        }
    }

    static func summary(index: Int = 1, full: Int = 139_000, discounted: Int? = nil) -> ProductSummary {
        ProductSummary(
            code: ProductCode(code8(index))!, defaultCode10: code8(index) + "AB", brandName: "CHLOÉ",
            modelName: "Dress \(index)", macroCategory: "Dresses", microCategory: "Midi dress",
            price: ProductPrice(
                full: ProductsMoney(minorUnits: full, currencyCode: "GBP"),
                discounted: discounted.map { ProductsMoney(minorUnits: $0, currencyCode: "GBP") }),
            sizes: ["36"])
    }

    /// Page `number` of a department of `total` products, 50 a page, as ``department(total:)`` serves it.
    static func page(_ number: Int, of total: Int) -> ProductPage {
        let start = min((number - 1) * 50, total)
        return ProductPage(
            number: number, products: (start..<min(start + 50, total)).map { summary(index: $0) }, total: total)
    }

    /// What ``itemBody`` tells about a product.
    static let extras = ProductExtras(
        colors: ["Black", "Ivory"], sizes: ["34", "36"], description: ["Silk midi dress."], madeIn: "Italy",
        fabric: "100% Silk", details: "Concealed zip")
}
