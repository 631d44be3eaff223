/// A switch that changes a feature's behaviour, declared by the feature that reads it.
///
/// Features declare their flags as static constants and list them, so that the app can show
/// every flag with its description and check overrides against known keys.
public struct FeatureFlag: Sendable, Hashable, Identifiable {
    /// The flag's key, dotted by feature: `shop.detail.showPrices`.
    public let key: String
    /// The value when nothing overrides it.
    public let defaultValue: Bool
    /// What turning the flag off or on changes, for people reading `mosaic flags`.
    public let description: String

    /// Creates a flag.
    public init(key: String, defaultValue: Bool, description: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.description = description
    }

    /// The key, which identifies the flag.
    public var id: String { key }

    /// The environment variable that overrides the flag: `MOSAIC_FLAG_` and the key in
    /// upper snake case, so `shop.list.infiniteScroll` is `MOSAIC_FLAG_SHOP_LIST_INFINITE_SCROLL`.
    public var environmentVariable: String {
        var name = "MOSAIC_FLAG_"
        var previous: Character?
        for character in key {
            if character.isLetter || character.isNumber {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                    name.append("_")
                }
                name += character.uppercased()
            } else if name.last != "_" {
                name.append("_")
            }
            previous = character
        }
        return name
    }
}
