import Foundation
import ProductsFeature
import ProductsTerminal
import ProductsTesting
import TerminalKit
import Testing

@MainActor
@Suite struct DepartmentListScreenTests {
    @Test func homeShowsEachDepartmentWithItsImage() {
        let state = DepartmentListViewModel(events: RecordingProductsEventSink(), router: nil).state
        let lines = DepartmentListScreen.lines(for: state, width: 120)
        #expect(lines.contains { $0.contains("Skirts and shorts") && $0.contains("https://cdn.yoox.biz/59/") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }
}
