/// An amount of money in minor units (cents for USD), so sums and comparisons are exact.
/// It becomes text only for display, through ``formatted``.
public struct Money: Sendable, Hashable, Comparable {
    /// The amount in minor units: 14715 is $147.15.
    public var minorUnits: Int
    /// The ISO 4217 code. The Iron Forge API prices in US dollars and says so nowhere else.
    public var currencyCode: String

    public init(minorUnits: Int, currencyCode: String = "USD") {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// `$147.15`, `$1,234.00`: whole-number arithmetic, so no binary-fraction rounding can creep in.
    public var formatted: String {
        let magnitude = minorUnits.magnitude
        let units = String(magnitude / 100)
        let fraction = magnitude % 100
        var grouped = ""
        for (offset, digit) in units.enumerated() {
            if offset > 0, (units.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let symbol = currencyCode == "USD" ? "$" : "\(currencyCode) "
        return "\(minorUnits < 0 ? "-" : "")\(symbol)\(grouped).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }
}
