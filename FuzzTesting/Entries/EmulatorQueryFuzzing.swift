#if DEBUG
// The emulators' query parsers are internal; debug builds compile them with testing enabled.
@testable import DealershipEmulator
import Foundation
@testable import LaunchesEmulator

/// What the emulators parse from a client's request body: the Iron Forge GraphQL document and
/// the SpaceX `POST /launches/query` body.
enum EmulatorQueryFuzzing {
    static func ironForge(_ data: Data) {
        _ = try? IronForgeQueryParser.parse(String(decoding: data, as: UTF8.self))
    }

    static func spaceX(_ data: Data) {
        _ = SpaceXLaunchQuery.parse(data)
    }
}
#endif
