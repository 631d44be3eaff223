/// An exact amount of money in minor units (pence for GBP). Never a floating-point value, so
/// sums and comparisons are exact; text is made only for display.
public struct Money: Sendable, Hashable, Comparable {
    /// The amount in minor units: 125050 is £1,250.50.
    public let minorUnits: Int
    /// The ISO 4217 code. The Chloé shop (CHLOE_GB) prices everything in GBP.
    public let currencyCode: String

    public init(minorUnits: Int, currencyCode: String = "GBP") {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// The amount as a plain decimal string with two places, such as `1250.50`, for machine output.
    public var decimalString: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let pence = magnitude % 100
        return "\(sign)\(magnitude / 100).\(pence < 10 ? "0" : "")\(pence)"
    }

    /// The amount for people: `£1,250.50`. Fixed format, so it does not depend on the locale.
    public var formatted: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let pence = magnitude % 100
        let symbol = currencyCode == "GBP" ? "£" : currencyCode + " "
        return "\(sign)\(symbol)\(Money.grouped(magnitude / 100)).\(pence < 10 ? "0" : "")\(pence)"
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }

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
