import Foundation
import Testing

@testable import DealershipCommandLine
@testable import DealershipFeature

@Suite("The text of mosaic dealership list")
struct DealershipListTextTests {
    @Test func rendersOneRowPerDealershipWithItsID() {
        let rows = [
            DealershipRow(
                id: "a7fef0da", name: "RV Kingdom", address: "3330 Fairchild Gardens Ave",
                logo: RemoteImage(url: URL(string: "https://img.example/l.png")!))
        ]
        let lines = DealershipListText.lines(for: .init(phase: .loaded, rows: rows), width: 100)
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(lines.contains("RV Kingdom  a7fef0da  3330 Fairchild Gardens Ave"))
        #expect(
            DealershipListText.lines(for: .init(phase: .loaded, rows: rows), width: 20).allSatisfy { $0.count <= 20 })
    }

    @Test func anEmptyListPrintsItsMessage() {
        let state = DealershipListViewState(
            phase: .loaded, emptyState: EmptyState(reason: .noDealerships, message: "Iron Forge lists no dealerships."))
        #expect(DealershipListText.lines(for: state, width: 80) == ["Iron Forge lists no dealerships."])
    }
}
