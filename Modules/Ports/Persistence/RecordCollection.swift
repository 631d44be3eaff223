/// A named group of records, such as `items.details`.
///
/// Names are restricted to ASCII letters, digits, `.`, `-` and `_` so that every adapter can
/// use them as they are (as a file-system folder, a column value, a dictionary key).
public struct RecordCollection: Sendable, Hashable, CustomStringConvertible {
    /// The collection's name.
    public let name: String

    /// Creates a collection, or returns `nil` when `name` is empty or has a character outside
    /// ASCII letters, digits, `.`, `-` and `_`, or starts with a `.`.
    public init?(validating name: String) {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
        }
        guard !name.isEmpty, allowed, !name.hasPrefix(".") else { return nil }
        self.name = name
    }

    /// Creates a collection from a name known when the code is written.
    ///
    /// - Precondition: `name` is valid (see ``init(validating:)``); a bad literal is a
    ///   programming error caught by the first test that touches it.
    public init(_ name: StaticString) {
        guard let collection = RecordCollection(validating: "\(name)") else {
            preconditionFailure("invalid record collection name '\(name)'")
        }
        self = collection
    }

    /// The name.
    public var description: String { name }
}
