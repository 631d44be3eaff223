/// As written, unchecked: decoding never fails on a value, so a bad one is reported by key, not as a broken file.
enum FlagFileValue: Decodable {
    case bool(Bool)
    case text(String)
    case number(Int)
    case other(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let number = try? container.decode(Double.self) {
            self = .other(String(number))
        } else if container.decodeNil() {
            self = .other("null")
        } else {
            self = .other("a list or object")
        }
    }

    var flagValue: Bool? {
        switch self {
        case .bool(let value): value
        case .text(let text): FlagValueText.parse(text)
        case .number(let number): FlagValueText.parse(String(number))
        case .other: nil
        }
    }

    var written: String {
        switch self {
        case .bool(let value): String(value)
        case .text(let text): "\"\(text)\""
        case .number(let number): String(number)
        case .other(let description): description
        }
    }
}
