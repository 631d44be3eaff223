/// An exact amount of money in minor units (pence, cents), never a floating-point value, so sums
/// and comparisons are exact; it becomes text only for display and output. Every slice that
/// shows money declares this same shape under its own name: a feature may import only the ports,
/// and an app may import two features in one file (the slice plan, Docs/Mosaic.docc/SlicePlan.md);
/// a test checks the copies agree.
public struct DealershipMoney: Sendable, Hashable, Comparable {
    /// The amount in minor units: 125050 is 1,250.50 in the currency.
    public let minorUnits: Int
    /// The ISO 4217 code, such as `GBP` or `USD`: the API that sends the amount says which.
    public let currencyCode: String

    public init(minorUnits: Int, currencyCode: String) {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// The amount as a plain decimal with two places, such as `1250.50`, for machine output.
    public var decimalString: String {
        "\(sign)\(minorUnits.magnitude / 100).\(cents)"
    }

    /// The amount for people: `£1,250.50`, `$147.15`, `-$2.50`, `EUR 3.00`. Whole-number
    /// arithmetic in a fixed format, so neither rounding nor the locale can change it.
    public var formatted: String {
        let symbol = Self.symbols[currencyCode] ?? "\(currencyCode) "
        return "\(sign)\(symbol)\(Self.grouped(minorUnits.magnitude / 100)).\(cents)"
    }

    public static func < (lhs: DealershipMoney, rhs: DealershipMoney) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }

    private static let symbols = ["GBP": "£", "USD": "$"]

    private var sign: String { minorUnits < 0 ? "-" : "" }

    private var cents: String {
        let fraction = minorUnits.magnitude % 100
        return "\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `1234567` as `1,234,567`.
    private static func grouped(_ whole: UInt) -> String {
        let digits = Array(String(whole))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
