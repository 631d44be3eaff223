import CommandLineKit
import Foundation
import ProductsFeature

struct ProductRowOutput: Encodable {
    var code8: String
    var title: String
    var price: ProductPriceOutput
    @NullWhenAbsent var thumbnailURL: String?

    init(_ row: ProductRow) {
        code8 = row.id
        title = row.title
        price = ProductPriceOutput(row.price)
        thumbnailURL = row.thumbnailURL?.absoluteString
    }
}
