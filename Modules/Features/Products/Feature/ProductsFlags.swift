public import FeatureFlags

public enum ProductsFlags {
    public static let itemDetails = FeatureFlag(
        key: "products.itemDetails",
        defaultValue: true,
        description: "Product detail asks the Item API for colours, sizes, description and fabric; off: list data only."
    )
    public static let showDiscounts = FeatureFlag(
        key: "products.showDiscounts",
        defaultValue: true,
        description: "Prices show the discounted price next to the full price when they differ; off: full price only."
    )

    public static let all: [FeatureFlag] = [itemDetails, showDiscounts]
}
