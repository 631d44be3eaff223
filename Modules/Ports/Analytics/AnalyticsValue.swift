/// A typed parameter value of an analytics event.
public enum AnalyticsValue: Sendable, Hashable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A yes/no value.
    case bool(Bool)
    /// A list of strings, such as selected filter names.
    case strings([String])

    /// The value as text, for vendors and sinks that only take strings.
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .strings(let values): values.joined(separator: ",")
        }
    }
}

extension AnalyticsValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
