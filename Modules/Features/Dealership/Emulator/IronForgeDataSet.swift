import Foundation
import JSONReader
import Networking
import NetworkingOffline

/// The bundled SAMPLE dealerships (`Resources/ironforge/dealerships.json`, every field queried), indexed once.
struct IronForgeDataSet: Sendable {
    /// The dealerships as stored, in file order.
    var dealerships: [[String: JSONValue]]
    var dealershipsByID: [String: [String: JSONValue]]

    /// Parsed on first use and kept: the file is read once per process, not once per request.
    static let bundled = BundledValue<IronForgeDataSet> {
        BundledResource.data(named: "dealerships.json", in: .module).flatMap { data in
            guard let dataSet = IronForgeDataSet(json: data) else {
                return .failure(
                    BundledResourceError(
                        path: "Resources/dealerships.json", in: .module, reason: "it is not the expected shape"))
            }
            return .success(dataSet)
        }
    }

    init?(json: Data) {
        guard let root = try? JSONValueParser.parse(json),
            case .array(let list)? = root["data"]?["dealerships"]
        else { return nil }
        var dealerships: [[String: JSONValue]] = []
        for case .object(var dealership) in list {
            guard let id = dealership["id"]?.stringValue, case .array(let vehicles)? = dealership["vehicles"] else {
                return nil
            }
            // A vehicle's owningDealership is its parent in the file: store the id, not a cycle.
            dealership["vehicles"] = .array(
                vehicles.map { vehicle in
                    guard case .object(var fields) = vehicle else { return vehicle }
                    fields["owningDealership"] = .string(id)
                    return .object(fields)
                })
            dealerships.append(dealership)
        }
        guard dealerships.count == list.count else { return nil }
        self.dealerships = dealerships
        self.dealershipsByID = Dictionary(
            dealerships.compactMap { dealership in dealership["id"]?.stringValue.map { ($0, dealership) } }
        ) { first, _ in first }
    }
}
