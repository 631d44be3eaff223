import Foundation

/// Turns wire values into the feature's types, rejecting what the schema's types cannot say:
/// empty ids, URLs that do not parse, negative prices, two types sharing a `name`.
enum DealershipMapper {
    static func summary(_ wire: DealershipSummaryDTO, at path: String) throws(DealershipError) -> DealershipSummary {
        DealershipSummary(
            id: try identifier(wire.id, at: "\(path).id"),
            name: wire.name,
            address: wire.address,
            logoURL: try url(wire.logoUrl, at: "\(path).logoUrl")
        )
    }

    static func dealership(_ wire: DealershipDetailDTO) throws(DealershipError) -> Dealership {
        let summary = try summary(
            DealershipSummaryDTO(id: wire.id, name: wire.name, address: wire.address, logoUrl: wire.logoUrl),
            at: "dealership"
        )
        var typesByName: [String: VehicleType] = [:]
        let vehicles = try wire.vehicles.enumerated().map { index, wireVehicle throws(DealershipError) in
            let vehicle = try vehicle(wireVehicle, at: "dealership.vehicles[\(index)]")
            if let known = typesByName[vehicle.type.name], known != vehicle.type {
                throw .malformedResponse(
                    "dealership.vehicles[\(index)].type: two vehicle types share the name '\(vehicle.type.name)'")
            }
            typesByName[vehicle.type.name] = vehicle.type
            return vehicle
        }
        return Dealership(summary: summary, vehicles: vehicles)
    }

    private static func vehicle(_ wire: VehicleDTO, at path: String) throws(DealershipError) -> Vehicle {
        guard wire.priceCentsPerDay >= 0 else {
            throw .malformedResponse("\(path).priceCentsPerDay is negative (\(wire.priceCentsPerDay))")
        }
        return Vehicle(
            id: try identifier(wire.id, at: "\(path).id"),
            name: wire.name,
            type: VehicleType(
                id: try identifier(wire.type.id, at: "\(path).type.id"),
                name: try identifier(wire.type.name, at: "\(path).type.name"),
                displayName: wire.type.displayName
            ),
            address: wire.address,
            imageURL: try url(wire.imageUrl, at: "\(path).imageUrl"),
            // The Iron Forge API prices in US dollars and says so nowhere else.
            pricePerDay: DealershipMoney(minorUnits: wire.priceCentsPerDay, currencyCode: "USD")
        )
    }

    private static func identifier(_ value: String, at path: String) throws(DealershipError) -> String {
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .malformedResponse("\(path) is empty")
        }
        return value
    }

    private static func url(_ value: String, at path: String) throws(DealershipError) -> URL {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw .malformedResponse("\(path) is not an http(s) URL: '\(value)'")
        }
        return url
    }
}
