import Foundation
import NetworkingOffline

/// The bundled SpaceX launches: the pack's index, read once, is all a query needs to filter,
/// sort and slice; only the documents of the answer are read. Index fields: `id`, `upcoming`
/// (`true`/`false`), `date_unix`, `flight_number`.
struct SpaceXLaunchIndex: Sendable {
    struct Record: Sendable {
        var id: String
        var upcoming: Bool
        var dateUnix: Double
        var flightNumber: Double
        var entry: BundledDocumentPack.Entry
    }

    /// In the file's order, which is the API's natural order.
    let records: [Record]
    let recordsByID: [String: Record]
    private let pack: BundledDocumentPack

    /// Loaded on first use and kept for the life of the process once loaded.
    static let bundled = BundledValue(load)

    private init(records: [Record], pack: BundledDocumentPack) {
        self.records = records
        self.recordsByID = Dictionary(records.map { ($0.id, $0) }) { first, _ in first }
        self.pack = pack
    }

    func documents(_ records: [Record]) -> Result<[Data], BundledResourceError> {
        pack.documents(at: records.map(\.entry))
    }

    private static func load() -> Result<SpaceXLaunchIndex, BundledResourceError> {
        let pack: BundledDocumentPack
        switch BundledDocumentPack.load(named: "launches", in: .module) {
        case .success(let loaded): pack = loaded
        case .failure(let error): return .failure(error)
        }
        var records: [Record] = []
        for (position, entry) in pack.entries.enumerated() {
            let fields = entry.fields
            guard fields.count == 4, let upcoming = Bool(fields[1]), let dateUnix = Double(fields[2]),
                let flightNumber = Double(fields[3])
            else {
                return .failure(
                    BundledResourceError(
                        path: "Resources/launches.index.tsv", in: .module,
                        reason: "launch #\(position) lacks id, upcoming or date_unix"))
            }
            records.append(
                Record(id: fields[0], upcoming: upcoming, dateUnix: dateUnix, flightNumber: flightNumber, entry: entry))
        }
        return .success(SpaceXLaunchIndex(records: records, pack: pack))
    }
}
