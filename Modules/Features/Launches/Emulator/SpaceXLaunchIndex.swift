import Foundation
import Networking
import NetworkingOffline

/// The bundled SpaceX launches, parsed once and kept with each document pre-encoded, so a
/// query only sorts and slices.
struct SpaceXLaunchIndex: Sendable {
    struct Record: Sendable {
        var id: String
        var upcoming: Bool
        var dateUnix: Double
        var flightNumber: Double
        /// The document as the API sends it.
        var json: Data
    }

    /// In the file's order, which is the API's natural order.
    let records: [Record]
    let recordsByID: [String: Record]

    /// Loaded on first use and kept for the life of the process.
    static let bundled: Result<SpaceXLaunchIndex, SpaceXDataError> = load()

    init(records: [Record]) {
        self.records = records
        self.recordsByID = Dictionary(records.map { ($0.id, $0) }) { first, _ in first }
    }

    private static func load() -> Result<SpaceXLaunchIndex, SpaceXDataError> {
        let data: Data
        switch BundledResource.data(named: "launches.json", in: .module) {
        case .success(let bytes): data = bytes
        case .failure(let error): return .failure(SpaceXDataError(description: error.description))
        }
        guard let documents = try? JSONDecoder().decode([JSONValue].self, from: data) else {
            return .failure(SpaceXDataError(description: "Resources/spacex/launches.json is not a JSON array"))
        }
        var records: [Record] = []
        for (index, document) in documents.enumerated() {
            guard let id = document["id"]?.stringValue, let upcoming = document["upcoming"]?.boolValue,
                case .number(let dateUnix) = document["date_unix"]
            else {
                return .failure(
                    SpaceXDataError(description: "launch #\(index) in launches.json lacks id, upcoming or date_unix"))
            }
            var flightNumber = 0.0
            if case .number(let number) = document["flight_number"] { flightNumber = number }
            records.append(
                Record(
                    id: id, upcoming: upcoming, dateUnix: dateUnix, flightNumber: flightNumber,
                    json: JSONBody.encode(document)))
        }
        return .success(SpaceXLaunchIndex(records: records))
    }
}

/// The bundled SpaceX data is missing or malformed: a packaging bug.
struct SpaceXDataError: Error, Sendable {
    var description: String
}
