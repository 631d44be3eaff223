import GuidomiaFeature
import GuidomiaTesting
import Testing

@Suite("What the list area says in each phase")
@MainActor
struct GuidomiaViewStateTests {
    private let offer = CarOffer(
        make: "BMW", model: "3300i", customerPrice: 65_000, marketPrice: 55_900, rating: 5, pros: ["Fast"], cons: [])

    @Test func eachPhaseWithoutOffersHasItsMessageAndOffersHaveNone() async throws {
        let view = RecordingGuidomiaView()
        let presenter = GuidomiaPresenter(
            view: view, client: GuidomiaClient.stub { [offer] },
            router: GuidomiaRouter(host: nil, strings: .english), events: RecordingGuidomiaEventSink(),
            filtersEnabled: true, strings: .english)
        await presenter.viewDidLoad()
        #expect(view.states.map(\.message) == ["Loading the offers…", nil])

        var state = try #require(view.latest)
        state.phase = .idle
        #expect(state.message == "Loading the offers…")
        state.phase = .failed("The server has no car list.")
        #expect(state.message == "The server has no car list.")
        state.phase = .loaded
        state.rows = []
        #expect(state.message == "There are no offers at the moment.")
    }
}
