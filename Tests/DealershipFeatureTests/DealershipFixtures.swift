import DealershipFeature
import DealershipTesting
import Foundation
import Networking
import NetworkingTesting

/// Files under `Fixtures/`, clients that answer with them, and the same data as the feature's model.
enum DealershipFixtures {
    static let endpoint = URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!
    static let rvKingdomID = "a7fef0da-0e90-4e96-982d-f2340be94b97"

    static func data(_ name: String) throws -> Data {
        let file = name as NSString
        let url = ["Fixtures", nil].lazy.compactMap {
            Bundle.module.url(
                forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: $0)
        }.first
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    static func client(_ body: String, status: Int = 200) -> RecordingHTTPClient {
        RecordingHTTPClient { _ in .json(body, status: status) }
    }

    static func client(file name: String) throws -> RecordingHTTPClient {
        let body = try data(name)
        return RecordingHTTPClient { _ in .json(body) }
    }

    /// A detail response with `vehicles`, each given as (id, name, type name, type display name, minor units).
    static func detailBody(vehicles: [(String, String, String, String, Int)]) -> String {
        let rendered = vehicles.map { id, name, typeName, displayName, cents in
            """
            {"id":"\(id)","owningDealership":{"id":"d1"},"type":{"id":"t-\(typeName)","name":"\(typeName)",\
            "displayName":"\(displayName)"},"name":"\(name)","address":"1 Main St",\
            "imageUrl":"https://img.example/\(id).png","priceCentsPerDay":\(cents)}
            """
        }
        return """
            {"data":{"dealership":{"id":"d1","name":"Test Motors","address":"1 Main St",\
            "logoUrl":"https://img.example/logo.png","vehicles":[\(rendered.joined(separator: ","))]}}}
            """
    }

    /// The dealership ``detailBody(vehicles:)`` describes, as the feature's model.
    static func dealership(vehicles: [(String, String, String, String, Int)]) -> Dealership {
        Dealership(
            summary: DealershipSummary(
                id: "d1", name: "Test Motors", address: "1 Main St",
                logoURL: URL(string: "https://img.example/logo.png")!),
            vehicles: vehicles.map { Vehicle.stub($0, $1, type: ($2, $3), cents: $4) })
    }
}
