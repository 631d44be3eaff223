import Foundation
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductsHomeViewModelTests {
    @Test func showsTheFourDepartmentsWithLabelsAndImages() {
        let model = ProductsHomeViewModel(router: RecordingRouter())
        #expect(model.state.departments.map(\.id) == ["drsss", "skrtsnds", "nwrrvlsbgs", "shssnkrs"])
        #expect(model.state.departments.map(\.title) == ["Dresses", "Skirts and shorts", "Bags", "Sneakers"])
        #expect(
            model.state.departments.first?.imageURL?.absoluteString == "https://cdn.yoox.biz/59/59011007UC_24_F.jpg")
        #expect(model.state.departments.allSatisfy { $0.imageURL != nil })
    }

    @Test func selectingADepartmentOpensItsList() {
        let router = RecordingRouter()
        let model = ProductsHomeViewModel(router: router)
        #expect(model.select(departmentCode: "shssnkrs"))
        #expect(!model.select(departmentCode: "shoes"))
        #expect(router.routes == [.list(.sneakers)])
    }
}
