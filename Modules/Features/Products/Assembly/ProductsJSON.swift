import CommandLineKit
import Foundation
import ProductsFeature

/// The `--json` shapes of the `products` commands, built from the view states.
enum ProductsJSON {
    struct Price: Encodable {
        var currency: String
        /// Exact decimal strings, never binary floating point.
        var full: String
        @NullWhenAbsent var discounted: String?
        var text: String

        init(_ price: PriceDisplay) {
            currency = price.full.currencyCode
            full = price.full.decimalString
            discounted = price.discounted?.decimalString
            text = price.text
        }
    }

    struct Category: Encodable {
        var id: String
        var title: String
        @NullWhenAbsent var imageURL: String?
    }

    struct Item: Encodable {
        var code8: String
        var title: String
        var price: Price
        @NullWhenAbsent var thumbnailURL: String?
    }

    struct List: Encodable {
        var department: String
        var title: String
        var paging: Paging
        var items: [Item]

        init(_ state: ProductListViewState, paging: Paging) {
            department = state.departmentCode
            title = state.departmentTitle
            self.paging = paging
            items = state.rows.map {
                Item(
                    code8: $0.id, title: $0.title, price: Price($0.price), thumbnailURL: $0.thumbnailURL?.absoluteString
                )
            }
        }
    }

    struct Detail: Encodable {
        var state: ProductDetailViewState

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(state.code8, forKey: .code8)
            try container.encode(state.modelName, forKey: .modelName)
            try container.encode(state.brandName, forKey: .brand)
            try container.encode(state.macroCategory, forKey: .macroCategory)
            try container.encode(state.microCategory, forKey: .microCategory)
            try container.encode(Price(state.price), forKey: .price)
            try container.encode(state.imageURL?.absoluteString, forKey: .imageURL)
            try container.encode(state.colors, forKey: .colors)
            try container.encode(state.sizes, forKey: .sizes)
            var extras: ProductExtras?
            var status = "turnedOff"
            var message: String?
            switch state.extras {
            case .loaded(let loaded):
                extras = loaded
                status = "loaded"
            case .unavailable(let reason):
                status = "unavailable"
                message = reason
            case .notLoaded, .loading: status = "notLoaded"
            case .turnedOff: break
            }
            try container.encode(extras?.description, forKey: .description)
            try container.encode(extras?.madeIn, forKey: .madeIn)
            try container.encode(extras?.fabric, forKey: .fabric)
            try container.encode(extras?.details, forKey: .details)
            try container.encode(status, forKey: .itemDetails)
            try container.encode(message, forKey: .itemDetailsMessage)
        }

        enum CodingKeys: String, CodingKey {
            case code8, modelName, brand, macroCategory, microCategory, price, imageURL, colors, sizes
            case description, madeIn, fabric, details, itemDetails, itemDetailsMessage
        }
    }
}
