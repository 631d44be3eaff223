/// Prices in the brief's short form: 120000 -> `120k`, 55900 -> `55.9k`, 65000 -> `65k`, 55960 -> `56k`
/// (one decimal unless zero, rounded half away from zero); millions likewise with `M`; whole numbers under
/// 1000. Digits only, no currency or grouping, so every language shows the same form.
enum ShortPrice {
    static func text(for price: Double) -> String {
        guard price.isFinite else { return "?" }
        let sign = price < 0 ? "-" : ""
        let amount = abs(price)
        if amount < 999.5 {
            return sign + String(Int(amount.rounded()))
        }
        var tenths = Int((amount / 100).rounded())
        var suffix = "k"
        if tenths >= 10_000 {
            tenths = Int((amount / 100_000).rounded())
            suffix = "M"
        }
        let fraction = tenths % 10
        return sign + String(tenths / 10) + (fraction == 0 ? "" : ".\(fraction)") + suffix
    }
}
