/// A YOOX `Code8`: the eight letters and digits that identify a product model.
public struct ProductCode: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// The code, or `nil` unless `text` is exactly eight ASCII letters or digits.
    public init?(_ text: String) {
        guard text.count == 8, text.unicodeScalars.allSatisfy(\.isASCIIAlphanumeric) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        ("0"..."9").contains(self) || ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }
}
