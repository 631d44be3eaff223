#if DEBUG
// The emulators' query parsers are internal; debug builds compile them with testing enabled.
import JSONReader
@testable import DealershipEmulator
import Foundation
@testable import LaunchesEmulator
import Networking

/// What the emulators parse from a client's request body and their bundled documents: the Iron
/// Forge GraphQL document, the SpaceX `POST /launches/query` body, and JSON itself.
enum EmulatorQueryFuzzing {
    /// The emulators' JSON parser, checked against JSONDecoder: whatever JSONDecoder reads, the
    /// parser must read to the same value, or refuse it for one of the two differences it names
    /// (a duplicate key's value, text that is not UTF-8). A difference is a trap, which libFuzzer
    /// reports.
    static func json(_ data: Data) {
        let expected = try? JSONDecoder().decode(JSONValue.self, from: data)
        do {
            let parsed = try JSONValueParser.parse(data)
            if let expected {
                precondition(parsed == expected, "JSONValueParser read \(parsed), JSONDecoder \(expected)")
            }
        } catch {
            precondition(
                expected == nil || error.kind != .malformed,
                "JSONValueParser refused what JSONDecoder read: \(error)")
        }
    }

    static func ironForge(_ data: Data) {
        _ = try? IronForgeQueryParser.parse(String(decoding: data, as: UTF8.self))
    }

    static func spaceX(_ data: Data) {
        _ = SpaceXLaunchQuery.parse(data)
    }
}
#endif
