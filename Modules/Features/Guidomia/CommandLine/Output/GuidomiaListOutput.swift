import CommandLineKit
import GuidomiaFeature

/// The `--json` output of `guidomia list`, built from the view state.
struct GuidomiaListOutput: Encodable {
    struct Item: Encodable {
        var make: String
        var model: String
        var customerPrice: Double
        var marketPrice: Double
        var customerPriceShort: String
        var marketPriceShort: String
        var rating: Int
        var stars: String
        var pros: [String]
        var cons: [String]
        var expanded: Bool
    }

    var filtersEnabled: Bool
    @NullWhenAbsent var make: String?
    @NullWhenAbsent var model: String?
    var makes: [String]
    /// The models of the selected make; empty while any make is selected.
    var models: [String]
    var items: [Item]

    init(_ state: GuidomiaViewState) {
        filtersEnabled = state.filters != nil
        make = state.filters?.selectedMake
        model = state.filters?.selectedModel
        makes = state.filters?.makes.compactMap(\.value) ?? []
        models = state.filters?.models.compactMap(\.value) ?? []
        items = state.rows.map { row in
            Item(
                make: row.make, model: row.model, customerPrice: row.customerPrice, marketPrice: row.marketPrice,
                customerPriceShort: row.shortPrice, marketPriceShort: row.shortMarketPrice,
                rating: row.rating, stars: row.stars, pros: row.pros, cons: row.cons, expanded: row.isExpanded)
        }
    }
}
