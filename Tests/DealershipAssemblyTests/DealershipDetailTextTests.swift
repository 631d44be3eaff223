import DealershipTesting
import Foundation
import TerminalKit
import Testing

@testable import DealershipCommandLine
@testable import DealershipFeature

@Suite("The text of mosaic dealership show")
struct DealershipDetailTextTests {
    private let logo = RemoteImage(url: URL(string: "https://img.example/logo.png")!)

    private func state(selected: Bool, width filters: Int = 3) -> DealershipDetailViewState {
        let vehicle = VehicleRow(
            .stub("v1", "2016 Panaphonic RX456", type: ("rv", "RV"), cents: 14715, picture: "rv1"))
        let types = ["RV", "Jet ski", "Snowmobile", "Camper van", "Pontoon boat"].prefix(filters)
        return DealershipDetailViewState(
            dealershipID: "d1", phase: .loaded,
            header: DealershipRow(id: "d1", name: "RV Kingdom", address: "3330 Fairchild Gardens Ave", logo: logo),
            showsFilters: true,
            filters: types.map {
                VehicleTypeFilter(name: $0.lowercased(), displayName: $0, isSelected: selected, vehicleCount: 1)
            },
            vehicles: selected ? [vehicle] : [], totalVehicleCount: 1,
            emptyState: selected ? nil : EmptyState(reason: .noTypeSelected, message: "No vehicle type is selected."))
    }

    @Test func rendersHeaderButtonsAndVehicleTable() {
        let lines = DealershipDetailText.lines(for: state(selected: true), width: 100)
        #expect(lines.prefix(2) == ["RV Kingdom", "3330 Fairchild Gardens Ave"])
        #expect(lines.contains("Types: [x] RV (1)  [x] Jet ski (1)  [x] Snowmobile (1)"))
        #expect(lines.contains { $0.hasPrefix("2016 Panaphonic RX456") && $0.contains("$147.15") })
        #expect(!lines.joined().contains("aspect fill"), "how the app draws images is the app's business")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 100 })
    }

    @Test func showsTheEmptyStateInsteadOfATable() {
        let lines = DealershipDetailText.lines(for: state(selected: false), width: 100)
        #expect(lines.last == "No vehicle type is selected.")
        #expect(!lines.contains { $0.hasPrefix("NAME") })
    }

    @Test func wrapsFilterButtonsAndFitsNarrowWidths() {
        let lines = DealershipDetailText.lines(for: state(selected: true, width: 5), width: 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.filter { $0.contains("[x]") }.count >= 2)
    }
}
