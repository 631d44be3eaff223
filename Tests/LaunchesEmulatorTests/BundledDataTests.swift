import Foundation
import JSONReader
import Networking
import NetworkingOffline
import NetworkingOfflineTesting
import Testing

@Suite("Bundled SpaceX data")
struct BundledDataTests {
    /// Each recorded launch, encoded as the API writes it, with what queries filter and sort by.
    @Test func theLaunchesPackIsWhatTheRecordedLaunchesMake() throws {
        let check = BundledPackCheck(slice: "Launches")
        // The emulators' parser: JSONDecoder throws an error per type a value is not, making this 550 KB slowest.
        guard case .array(let launches) = try JSONValueParser.parse(check.recorded("launches.json")) else {
            throw MissingField(name: "the array of launches")
        }
        let documents = try launches.map { launch in
            let id = try #require(launch["id"]?.stringValue)
            guard let upcoming = launch["upcoming"]?.boolValue else { throw MissingField(name: "upcoming") }
            guard case .number(let dateUnix) = launch["date_unix"] else { throw MissingField(name: "date_unix") }
            var flightNumber = 0.0
            if case .number(let number) = launch["flight_number"] { flightNumber = number }
            return BundledDocumentPack.Document(
                fields: [id, String(upcoming), String(dateUnix), String(flightNumber)], body: JSONBody.encode(launch))
        }
        #expect(documents.count == 205)
        #expect(try check.outdatedFiles(of: "launches", holding: documents) == [], "run .ci/bundle-data")
    }

    private struct MissingField: Error {
        var name: String
    }
}
