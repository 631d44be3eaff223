public import FeatureFlags
import Foundation
public import Observation

/// One dealership with all its vehicles, loaded in one request; the type filters work on what was loaded.
@MainActor
@Observable
public final class DealershipDetailViewModel {
    public private(set) var state: DealershipDetailViewState

    private let client: DealershipClient
    private let events: any DealershipEventSink
    private let filtersEnabled: Bool
    private var dealership: Dealership?
    private var selectedTypeNames: Set<String> = []

    public init(
        dealershipID: String,
        client: DealershipClient,
        flags: any FeatureFlagProvider,
        events: any DealershipEventSink
    ) {
        self.client = client
        self.events = events
        self.filtersEnabled = flags.isEnabled(DealershipFlags.filters)
        self.state = DealershipDetailViewState(dealershipID: dealershipID, showsFilters: filtersEnabled)
    }

    /// Loads the dealership and every vehicle, selecting every type, unless already loaded.
    public func load() async {
        switch state.phase {
        case .loading, .loaded: return
        case .idle, .failed: break
        }
        state.phase = .loading
        do {
            let loaded = try await client.dealership(state.dealershipID)
            dealership = Dealership(summary: loaded.summary, vehicles: DisplayOrder.vehicles(loaded.vehicles))
            selectedTypeNames = Set(loaded.vehicleTypes.map(\.name))
            state.phase = .loaded
            render()
            events.receive(.dealershipShown(id: loaded.id))
        } catch {
            state.phase = .failed(error.description)
        }
    }

    public func toggle(typeName name: String) {
        guard availableTypeNames.contains(name) else { return }
        apply(selectedTypeNames.symmetricDifference([name]))
    }

    /// Selects exactly the types in `names`; names of types not present are ignored.
    public func select(typeNames names: Set<String>) {
        apply(names.intersection(availableTypeNames))
    }

    private var availableTypeNames: Set<String> {
        filtersEnabled ? Set(dealership?.vehicleTypes.map(\.name) ?? []) : []
    }

    private func apply(_ selection: Set<String>) {
        guard filtersEnabled, dealership != nil, selection != selectedTypeNames else { return }
        selectedTypeNames = selection
        render()
        events.receive(
            .vehicleFilterChanged(dealershipID: state.dealershipID, selectedTypeNames: state.selectedTypeNames))
    }

    private func render() {
        guard let dealership else { return }
        let shown = dealership.vehicles.filter { !filtersEnabled || selectedTypeNames.contains($0.type.name) }
        state.header = DealershipRow(dealership.summary)
        state.totalVehicleCount = dealership.vehicles.count
        state.vehicles = shown.map(VehicleRow.init)
        state.filters = filtersEnabled ? filters(for: dealership) : []
        state.emptyState = emptyState(for: dealership, shown: shown)
    }

    private func filters(for dealership: Dealership) -> [VehicleTypeFilter] {
        let counts = Dictionary(dealership.vehicles.map { ($0.type.name, 1) }, uniquingKeysWith: +)
        return dealership.vehicleTypes
            .sorted {
                let order = DisplayOrder.compareNames($0.displayName, $1.displayName)
                return order == .orderedSame ? $0.name < $1.name : order == .orderedAscending
            }
            .map {
                VehicleTypeFilter(
                    name: $0.name, displayName: $0.displayName, isSelected: selectedTypeNames.contains($0.name),
                    vehicleCount: counts[$0.name] ?? 0)
            }
    }

    private func emptyState(for dealership: Dealership, shown: [Vehicle]) -> EmptyState? {
        guard shown.isEmpty else { return nil }
        if dealership.vehicles.isEmpty {
            return EmptyState(reason: .noVehicles, message: "\(dealership.name) has no vehicles to rent.")
        }
        return EmptyState(
            reason: .noTypeSelected,
            message: "No vehicle type is selected. Select at least one type to see \(dealership.name)'s vehicles."
        )
    }
}
