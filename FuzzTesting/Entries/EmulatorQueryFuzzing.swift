#if DEBUG
// The emulators' query parsers are internal; debug builds compile them with testing enabled.
@testable import DealershipEmulator
import Foundation
@testable import LaunchesEmulator
import Networking
import NetworkingOffline

/// What the emulators parse from a client's request body and their bundled documents: the Iron
/// Forge GraphQL document, the SpaceX `POST /launches/query` body, and JSON itself.
enum EmulatorQueryFuzzing {
    /// The emulators' JSON parser, checked against JSONDecoder: whatever JSONDecoder reads, the
    /// parser must read to the same value. (A difference is a trap, so libFuzzer reports it.)
    static func json(_ data: Data) {
        let parsed = try? JSONValueParser.parse(data)
        guard let expected = try? JSONDecoder().decode(JSONValue.self, from: data) else { return }
        precondition(parsed == expected, "JSONValueParser read \(String(describing: parsed)), JSONDecoder \(expected)")
    }

    static func ironForge(_ data: Data) {
        _ = try? IronForgeQueryParser.parse(String(decoding: data, as: UTF8.self))
    }

    static func spaceX(_ data: Data) {
        _ = SpaceXLaunchQuery.parse(data)
    }
}
#endif
