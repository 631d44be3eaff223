import CommandLineKit
import ProductsFeature

/// A price in the `--json` output of the `products` commands.
struct ProductPriceOutput: Encodable {
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
