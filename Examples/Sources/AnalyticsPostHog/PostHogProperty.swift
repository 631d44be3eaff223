import MosaicAnalytics

/// A property value as JSON: PostHog keeps numbers, Booleans and lists typed.
public enum PostHogProperty: Codable, Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case strings([String])

    init(_ value: AnalyticsValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .bool(let flag): self = .bool(flag)
        case .strings(let texts): self = .strings(texts)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .strings(let texts): try container.encode(texts)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let texts = try? container.decode([String].self) {
            self = .strings(texts)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}
