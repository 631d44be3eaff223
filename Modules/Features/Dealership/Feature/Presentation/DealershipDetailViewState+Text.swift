import Foundation

extension DealershipDetailViewState {
    /// The dealership's name, address and logo URL; none before it has loaded.
    public var headerLines: [String] {
        guard let header else { return [] }
        return [header.name, header.address, "Logo: \(header.logo.url.absoluteString)"]
    }

    /// How many vehicles the filters let through, of how many, and in which order.
    public var summary: String {
        "Showing \(vehicles.count) of \(totalVehicleCount) vehicles, sorted by name."
    }
}
