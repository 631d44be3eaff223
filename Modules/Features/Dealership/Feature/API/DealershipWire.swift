/// The GraphQL response shapes: the interface with the server and nothing more. Every field is
/// non-optional as the schema says (`!`), so a null or missing field fails decoding with its path.
/// They are mapped to the feature's own types by ``DealershipMapper`` as soon as they arrive.
enum DealershipWire {
    struct ListData: Decodable {
        var dealerships: [Summary]
    }

    struct DetailData: Decodable {
        var dealership: Detail
    }

    struct Summary: Decodable {
        var id: String
        var name: String
        var address: String
        var logoUrl: String
    }

    struct Detail: Decodable {
        var id: String
        var name: String
        var address: String
        var logoUrl: String
        var vehicles: [Vehicle]
    }

    struct Vehicle: Decodable {
        var id: String
        var owningDealership: Reference
        var type: VehicleType
        var name: String
        var address: String
        var imageUrl: String
        var priceCentsPerDay: Int
    }

    struct Reference: Decodable {
        var id: String
    }

    struct VehicleType: Decodable {
        var id: String
        var name: String
        var displayName: String
    }
}
