import DealershipTesting
import DealershipWeb
import Foundation
import Testing
import WebAppKit

@testable import DealershipFeature

@Suite struct DealershipPageTests {
    private let logo = RemoteImage(url: URL(string: "https://img.example/logo.png")!)

    private func vehicle(_ name: String, type: String, display: String) -> VehicleRow {
        VehicleRow(.stub(name, name, type: (type, display), cents: 14715, picture: type))
    }

    private func detail(selected: Set<String> = ["car", "jetSki"]) -> DealershipDetailViewState {
        let filters = [("car", "Car", 2), ("jetSki", "Jet ski", 1)].map {
            VehicleTypeFilter(name: $0.0, displayName: $0.1, isSelected: selected.contains($0.0), vehicleCount: $0.2)
        }
        let all = [
            vehicle("Aston", type: "car", display: "Car"), vehicle("Bolt", type: "car", display: "Car"),
            vehicle("Wave", type: "jetSki", display: "Jet ski"),
        ]
        return DealershipDetailViewState(
            dealershipID: "d1", phase: .loaded,
            header: DealershipRow(id: "d1", name: "Iron <Rentals>", address: "9 \"Quay\"", logo: logo),
            showsFilters: true, filters: filters, vehicles: all.filter { selected.contains($0.typeName) },
            totalVehicleCount: 3)
    }

    private func html(_ state: DealershipDetailViewState) -> String {
        PageLayout.document(
            for: DealershipDetailPage.page(for: state) { "/dealership/pictures/\($0.lastPathComponent)" })
    }

    @Test func listCardsLinkToTheirDetailWithTheLogoFilled() {
        let state = DealershipListViewState(
            phase: .loaded, rows: [DealershipRow(id: "d1", name: "<script>x</script>", address: "'A'", logo: logo)])
        let page = PageLayout.document(for: DealershipListPage.page(for: state) { _ in "/dealership/pictures/p1" })
        #expect(
            page.contains("<img class=\"picture fill\" src=\"/dealership/pictures/p1\" alt=\"\" loading=\"lazy\">"))
        #expect(page.contains("<a href=\"/dealership/d1\">&lt;script&gt;x&lt;/script&gt;</a>"))
        #expect(page.contains("&#39;A&#39;"))
        #expect(!page.contains("<script>x"))
    }

    @Test func eachChipIsALinkToThePageWithItsTypeToggled() {
        let page = html(detail())
        #expect(
            page.contains(
                "<a href=\"/dealership/d1?types=jetSki\" class=\"chip\" data-swap=\"dealership-vehicles\" aria-current=\"true\">Car (2)</a>"
            ))
        #expect(
            page.contains(
                "<a href=\"/dealership/d1?types=car\" class=\"chip\" data-swap=\"dealership-vehicles\" aria-current=\"true\">Jet ski (1)</a>"
            ))
        let onlyCars = html(detail(selected: ["car"]))
        #expect(
            onlyCars.contains(
                "<a href=\"/dealership/d1\" class=\"chip\" data-swap=\"dealership-vehicles\">Jet ski (1)</a>"))
        #expect(onlyCars.contains("2 of 3 vehicles"))
        #expect(!onlyCars.contains("Wave"))
    }

    @Test func vehiclesKeepTheViewStatesOrderWithPricesAndFilledPictures() throws {
        let page = html(detail())
        let aston = try #require(page.range(of: "<h3>Aston</h3>"))
        let wave = try #require(page.range(of: "<h3>Wave</h3>"))
        #expect(aston.lowerBound < wave.lowerBound)
        #expect(page.contains("$147.15/day"))
        #expect(page.contains("src=\"/dealership/pictures/jetSki.png\""))
        #expect(page.contains("<h1>Iron &lt;Rentals&gt;</h1>"))
        #expect(page.contains("9 &quot;Quay&quot;"))
    }

    @Test func noSelectedTypeAndFailuresSaySo() {
        var none = detail(selected: [])
        none.emptyState = EmptyState(reason: .noTypeSelected, message: "No vehicle type is selected.")
        #expect(html(none).contains("<p class=\"message\">No vehicle type is selected.</p>"))
        let failed = DealershipDetailViewState(dealershipID: "x", phase: .failed("unknown dealership"))
        #expect(html(failed).contains("<p class=\"message error\">unknown dealership</p>"))
    }
}
