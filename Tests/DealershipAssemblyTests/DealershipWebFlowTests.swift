import Analytics
import AnalyticsTesting
import PersistenceTesting
import Testing
import WebAppKit

@testable import AppComposition
@testable import DealershipAssembly
@testable import DealershipWeb

/// The dealership pages over the real assembly and data: chip URLs filter; pictures go by opaque key only.
@Suite("Dealership web pages through the assembly")
@MainActor
struct DealershipWebFlowTests {
    private static let rvKingdom = "/dealership/a7fef0da-0e90-4e96-982d-f2340be94b97"
    private let tracker = RecordingTracker()

    private func router() -> WebRouter {
        let graph = AppGraph(
            configuration: AppConfiguration(), overrides: .init(store: RecordingRecordStore(), analytics: tracker),
            diagnostics: { _ in })
        return WebRouter(DealershipWebFlow.section(graph: graph).routes)
    }

    private func get(_ router: WebRouter, _ path: String, query: [String: String] = [:]) async -> WebResponse {
        await router.respond(
            to: WebRequest(
                method: .get, path: path, query: query, context: WebRequestContext(isFromThisApp: true)))
    }

    @Test func theListLinksEveryDealershipWithItsLogoFromThisServer() async {
        let list = await get(router(), "/dealership")
        #expect(list.status == 200)
        #expect(list.text.contains("<a href=\"\(Self.rvKingdom)\">RV Kingdom</a>"))
        #expect(list.text.contains("src=\"/dealership/pictures/p1\""))
        #expect(!list.text.contains("amazonaws"), "no source URL reaches the page")
    }

    @Test func theTypesFieldFiltersByNameAndTheChipsSayWhichAreOn() async {
        let router = router()
        let all = await get(router, Self.rvKingdom)
        #expect(all.text.contains("8 of 8 vehicles"))
        let jetSkis = await get(router, Self.rvKingdom, query: ["types": "jetSki"])
        #expect(jetSkis.status == 200)
        #expect(!jetSkis.text.contains("8 of 8 vehicles"))
        #expect(jetSkis.text.contains("aria-current=\"true\">Jet ski"))
        #expect(tracker.events.map(\.name).contains("vehicle_filter_changed"))
        let none = await get(router, Self.rvKingdom, query: ["types": ""])
        #expect(none.text.contains("No vehicle type is selected."))
    }

    @Test func unknownDealershipsAndPicturesAre404() async {
        let router = router()
        #expect(await get(router, "/dealership/nope").status == 404)
        _ = await get(router, "/dealership")
        #expect(await get(router, "/dealership/pictures/p1").status == 200)
        #expect(await get(router, "/dealership/pictures/p999").status == 404)
        #expect(await get(router, "/dealership/pictures/https:%2F%2Fexample.com%2Fx.png").status == 404)
    }
}
