import Foundation
import ProductsFeature
import ProductsTerminal
import TerminalKit
import Testing

@MainActor
@Suite struct DepartmentListScreenTests {
    /// Reports nothing: the screen's text is all these tests read.
    struct NoEvents: ProductsEventSink {
        func receive(_ event: ProductsEvent) {}
    }

    @Test func homeShowsEachDepartmentWithItsImage() {
        let state = DepartmentListViewModel(events: NoEvents(), router: nil).state
        let lines = DepartmentListScreen.lines(for: state, width: 120)
        #expect(lines.contains { $0.contains("Skirts and shorts") && $0.contains("https://cdn.yoox.biz/59/") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }
}
