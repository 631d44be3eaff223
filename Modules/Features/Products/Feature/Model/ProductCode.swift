/// A YOOX `Code8`: the eight letters and digits that identify a product model.
public struct ProductCode: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// The code, or `nil` unless `text` is exactly eight ASCII letters or digits.
    public init?(_ text: String) {
        guard text.count == 8, text.unicodeScalars.allSatisfy(Self.isASCIIAlphanumeric) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
