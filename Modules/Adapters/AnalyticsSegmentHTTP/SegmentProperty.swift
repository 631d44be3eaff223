public import Analytics

/// Segment takes typed properties, so numbers, Booleans and lists of strings stay what they are.
public struct SegmentProperty: Sendable, Hashable, Codable {
    public var value: AnalyticsValue

    public init(_ value: AnalyticsValue) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let strings = try? container.decode([String].self) {
            value = .strings(strings)
        } else {
            value = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .string(let text): try container.encode(text)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .bool(let bool): try container.encode(bool)
        case .strings(let strings): try container.encode(strings)
        }
    }
}
