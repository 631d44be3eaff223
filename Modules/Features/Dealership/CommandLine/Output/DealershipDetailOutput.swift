import CommandLineKit
import DealershipFeature
import Foundation

/// `dealership show --json`: a dealership, its type filters and the vehicles they show.
struct DealershipDetailOutput: Encodable {
    var id: String
    var name: String
    var address: String
    var logoURL: String
    var imageDisplay: ImageDisplayOutput
    var filtersEnabled: Bool
    var types: [VehicleTypeOutput]
    var vehicles: [VehicleOutput]
    var totalVehicleCount: Int
    @NullWhenAbsent var emptyState: String?

    init(_ state: DealershipDetailViewState) {
        id = state.header?.id ?? state.dealershipID
        name = state.header?.name ?? ""
        address = state.header?.address ?? ""
        logoURL = state.header?.logo.url.absoluteString ?? ""
        imageDisplay = ImageDisplayOutput(state.header?.logo.display ?? .aspectFillCentered)
        filtersEnabled = state.showsFilters
        types = state.filters.map(VehicleTypeOutput.init)
        vehicles = state.vehicles.map(VehicleOutput.init)
        totalVehicleCount = state.totalVehicleCount
        emptyState = state.emptyState?.message
    }
}
