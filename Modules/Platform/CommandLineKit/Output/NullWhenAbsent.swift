/// An optional `--json` field that is written as `null` when absent.
///
/// Synthesized `Encodable` leaves a `nil` optional out altogether; the commands' JSON keeps
/// every key, so scripts can rely on it being there whether or not it has a value.
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
