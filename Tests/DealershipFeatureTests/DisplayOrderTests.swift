import DealershipFeature
import DealershipTesting
import Foundation
import Testing

@Suite("Display order")
struct DisplayOrderTests {
    private func vehicle(_ id: String, _ name: String) -> Vehicle { .stub(id, name, type: ("rv", "RV"), cents: 1) }

    @Test func sortsNamesAsAPersonReadsThem() {
        let vehicles = [
            vehicle("1", "Pocket 10"), vehicle("2", "pocket 9"), vehicle("3", "2016 Panaphonic"),
            vehicle("4", "2014 Magnetbox"), vehicle("5", "Émile"), vehicle("6", "Zephyr"), vehicle("7", "eagle"),
        ]
        #expect(
            DisplayOrder.vehicles(vehicles).map(\.name) == [
                "2014 Magnetbox", "2016 Panaphonic", "eagle", "Émile", "pocket 9", "Pocket 10", "Zephyr",
            ])
    }

    @Test func breaksTiesByIDWhateverTheInputOrder() {
        let tied = [vehicle("b", "Jet"), vehicle("c", "jet"), vehicle("a", "JET")]
        #expect(DisplayOrder.vehicles(tied).map(\.id) == ["a", "b", "c"])
        #expect(DisplayOrder.vehicles(tied.reversed()).map(\.id) == ["a", "b", "c"])
    }

    @Test func sortsDealershipsByName() {
        let logo = URL(string: "https://img.example/l.png")!
        let list = [
            DealershipSummary(id: "1", name: "Summit", address: "", logoURL: logo),
            DealershipSummary(id: "2", name: "desert", address: "", logoURL: logo),
        ]
        #expect(DisplayOrder.dealerships(list).map(\.id) == ["2", "1"])
    }
}
