/// An optional `--json` field written as `null` when absent: synthesized `Encodable` drops a `nil`
/// optional, and scripts rely on every key being there.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
package struct NullWhenAbsent<Value: Encodable>: Encodable {
    package var wrappedValue: Value?

    // Spelled out: only an explicit `init(wrappedValue:)` lets the structs that use the wrapper
    // keep memberwise initialisers taking the plain optional.
    package init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullWhenAbsent: Sendable where Value: Sendable {}
