import Foundation
import ProductsTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct DepartmentListViewModelTests {
    @Test func showsTheFourDepartmentsWithLabelsAndImages() {
        let model = DepartmentListViewModel(events: RecordingProductsEventSink(), router: nil)
        #expect(model.state.phase == .loaded)
        #expect(model.state.rows.map(\.id) == ["drsss", "skrtsnds", "nwrrvlsbgs", "shssnkrs"])
        #expect(model.state.rows.map(\.title) == ["Dresses", "Skirts and shorts", "Bags", "Sneakers"])
        #expect(model.state.rows.first?.imageURL?.absoluteString == "https://cdn.yoox.biz/59/59011007UC_24_F.jpg")
        #expect(model.state.rows.allSatisfy { $0.imageURL != nil })
    }

    @Test func selectingADepartmentOpensItsListAndReportsTheChoice() {
        let router = RecordingProductsRouter()
        let events = RecordingProductsEventSink()
        let model = DepartmentListViewModel(events: events, router: router)
        #expect(model.select(departmentCode: "shssnkrs"))
        #expect(!model.select(departmentCode: "shoes"))
        #expect(router.shown == [.department(code: "shssnkrs")])
        #expect(events.events == [.departmentChosen(.sneakers)])
    }
}
