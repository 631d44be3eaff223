import FeatureFlags
import GuidomiaFeature
import GuidomiaTesting
import Testing

@Suite("The presenter: loading, expanding and filtering")
@MainActor
struct GuidomiaPresenterTests {
    private let events = RecordingGuidomiaEventSink()

    /// A presenter over `client` (default: the real car list), wired as the assembly does; callers keep `view` alive.
    private func presenter(
        view: RecordingGuidomiaView, client: GuidomiaClient = .stub { GuidomiaFixtures.offers }, filters: Bool = true,
        pickerHost: RecordingPickerHost? = nil
    ) -> GuidomiaPresenter {
        GuidomiaPresenter(
            view: view, client: client, router: GuidomiaRouter(host: pickerHost, strings: .english), events: events,
            filtersEnabled: filters, strings: .english)
    }

    private func loadedPresenter(
        _ view: RecordingGuidomiaView, filters: Bool = true, pickerHost: RecordingPickerHost? = nil
    ) async -> GuidomiaPresenter {
        let presenter = presenter(view: view, filters: filters, pickerHost: pickerHost)
        await presenter.viewDidLoad()
        return presenter
    }

    // MARK: Loading

    @Test func openingTheScreenShowsLoadingThenEveryOfferWithTheFirstExpanded() async throws {
        let view = RecordingGuidomiaView()
        _ = await loadedPresenter(view)
        #expect(view.states.count == 2)
        #expect(view.states[0].phase == .loading)
        #expect(view.states[0].message == "Loading the offers…")
        #expect(view.states[0].filters == nil)
        #expect(view.states[0].title == "Guidomia")
        #expect(
            view.rows.map(\.title) == [
                "Land Rover Range Rover", "Alpine Roadster", "BMW 3300i", "Mercedes Benz GLE coupe",
            ])
        #expect(view.expandedTitles == ["Land Rover Range Rover"])
        #expect(view.rows[0].shortPrice == "120k")
        #expect(view.rows[0].stars == "★★★☆☆")
    }

    @Test(arguments: [
        (GuidomiaError.notFound, "The server has no car list."),
        (.unreachable("timed out"), "The offers could not be reached: timed out"),
        (.failed("bad JSON"), "The offers could not be loaded: bad JSON"),
    ])
    func aFailedLoadShowsTheReasonAsASentenceAndRetryLoadsAgain(error: GuidomiaError, message: String) async {
        let view = RecordingGuidomiaView()
        let presenter = presenter(view: view, client: GuidomiaClient.stub { () throws(GuidomiaError) in throw error })
        await presenter.viewDidLoad()
        #expect(view.latest?.phase == .failed(message))
        #expect(view.latest?.filters == nil)
        await presenter.retry()
        #expect(view.states.map(\.phase).filter { $0 == .loading }.count == 2)
    }

    @Test func openingAgainWhileLoadingDoesNotLoadTwiceAndAnEmptyFeedSaysThereAreNoOffers() async {
        let view = RecordingGuidomiaView()
        let loader = RecordingHeldOffers()
        let presenter = presenter(view: view, client: loader.client)
        let first = Task { await presenter.viewDidLoad() }
        while loader.calls == 0 { await Task.yield() }
        await presenter.viewDidLoad()
        #expect(loader.calls == 1)
        loader.open()
        await first.value
        #expect(view.latest?.phase == .loaded)
        #expect(view.latest?.rows == [])
        #expect(view.latest?.message == "There are no offers at the moment.")
        #expect(view.latest?.filters?.makes.map(\.title) == ["Any make"])
    }

    @Test func thePresenterHoldsItsViewWeakly() async throws {
        var view: RecordingGuidomiaView? = RecordingGuidomiaView()
        weak let weakView = view
        let presenter = presenter(view: try #require(view))
        view = nil
        #expect(weakView == nil)
        #expect(presenter.view == nil)
        await presenter.viewDidLoad()
    }

    // MARK: Expanding

    @Test func expandingAnotherOfferCollapsesTheExpandedOneAndSelectingTheExpandedOneCollapsesIt() async throws {
        let view = RecordingGuidomiaView()
        let presenter = await loadedPresenter(view)
        presenter.selectOffer(id: 2)
        #expect(view.expandedTitles == ["BMW 3300i"])
        presenter.selectOffer(id: 3)
        #expect(view.expandedTitles == ["Mercedes Benz GLE coupe"])
        presenter.selectOffer(id: 3)
        #expect(view.expandedTitles.isEmpty)
        #expect(view.rows.count == 4)
    }

    // MARK: Filtering

    @Test func theFiltersOfferEveryMakeSortedAfterAnyMakeAndNoModelBeforeAMake() async throws {
        let view = RecordingGuidomiaView()
        _ = await loadedPresenter(view)
        let filters = try #require(view.latest?.filters)
        #expect(filters.title == "Filters")
        #expect(filters.makeLabel == "Make")
        #expect(filters.modelLabel == "Model")
        #expect(filters.makes.map(\.title) == ["Any make", "Alpine", "BMW", "Land Rover", "Mercedes Benz"])
        #expect(filters.makes.map(\.value) == [nil, "Alpine", "BMW", "Land Rover", "Mercedes Benz"])
        #expect(filters.models.map(\.title) == ["Any model"])
        #expect(filters.selectedMake == nil)
        #expect(filters.selectedModel == nil)
    }

    @Test func choosingAMakeShowsOnlyItsOffersAndOffersOnlyItsModels() async throws {
        let view = RecordingGuidomiaView()
        let presenter = await loadedPresenter(view)
        presenter.selectMake("Alpine")
        #expect(view.rows.map(\.title) == ["Alpine Roadster"])
        #expect(view.expandedTitles == ["Alpine Roadster"])
        let filters = try #require(view.latest?.filters)
        #expect(filters.selectedMake == "Alpine")
        #expect(filters.models.map(\.title) == ["Any model", "Roadster"])
        #expect(events.events == [.filterChanged(make: "Alpine", model: nil)])
    }

    @Test func choosingAModelFiltersWithinTheMakeAndAnyModelOrAnotherMakeResetsIt() async throws {
        let view = RecordingGuidomiaView()
        let presenter = await loadedPresenter(view)
        presenter.selectMake("BMW")
        presenter.selectModel("3300i")
        #expect(view.latest?.filters?.selectedModel == "3300i")
        #expect(view.rows.map(\.title) == ["BMW 3300i"])
        presenter.selectModel(nil)
        #expect(view.latest?.filters?.selectedModel == nil)
        presenter.selectModel("3300i")
        presenter.selectMake("Alpine")
        #expect(view.latest?.filters?.selectedModel == nil)
        presenter.selectMake(nil)
        #expect(view.rows.count == 4)
        #expect(view.latest?.filters?.models.map(\.title) == ["Any model"])
        #expect(
            events.events == [
                .filterChanged(make: "BMW", model: nil), .filterChanged(make: "BMW", model: "3300i"),
                .filterChanged(make: "BMW", model: nil), .filterChanged(make: "BMW", model: "3300i"),
                .filterChanged(make: "Alpine", model: nil), .filterChanged(make: nil, model: nil),
            ])
    }

    @Test func theExpandedOfferStaysExpandedWhenItPassesTheNewFilterAndACollapsedListExpandsTheFirst() async throws {
        let view = RecordingGuidomiaView()
        let presenter = await loadedPresenter(view)
        presenter.selectOffer(id: 2)
        presenter.selectMake("BMW")
        presenter.selectMake(nil)
        #expect(view.expandedTitles == ["BMW 3300i"])
        presenter.selectOffer(id: 2)
        presenter.selectMake("Mercedes Benz")
        #expect(view.expandedTitles == ["Mercedes Benz GLE coupe"])
    }

    @Test func unknownOrUnchangedChoicesAndOffersNotShownChangeNothingAndSendNoEvent() async throws {
        let view = RecordingGuidomiaView()
        let presenter = await loadedPresenter(view)
        let count = view.states.count
        presenter.selectMake("Tesla")
        presenter.selectMake(nil)
        presenter.selectModel("3300i")  // no make selected yet: not one of the offered models
        presenter.selectModel(nil)
        presenter.selectMake("BMW")
        presenter.selectModel("Roadster")  // an Alpine model
        presenter.selectMake("BMW")
        presenter.selectOffer(id: 0)  // filtered out
        presenter.selectOffer(id: 99)
        #expect(view.states.count == count + 1)
        #expect(events.events.count == 1)
        #expect(view.expandedTitles == ["BMW 3300i"])
    }

    @Test func withTheFiltersFlagOffThereAreNoFiltersAndChoicesAreIgnored() async throws {
        let view = RecordingGuidomiaView()
        let host = RecordingPickerHost()
        let presenter = await loadedPresenter(view, filters: false, pickerHost: host)
        #expect(view.latest?.filters == nil)
        #expect(view.rows.count == 4)
        presenter.selectMake("BMW")
        presenter.chooseMake()
        presenter.chooseModel()
        #expect(view.rows.count == 4)
        #expect(host.shown.isEmpty)
        #expect(events.events.isEmpty)
    }

    @Test func theFiltersFlagIsOnByDefault() {
        #expect(GuidomiaFlags.filters.defaultValue)
        #expect(GuidomiaFlags.filters.key == "guidomia.filters")
        #expect(GuidomiaFlags.all == [GuidomiaFlags.filters])
    }

    // MARK: Routing

    @Test func thePickersNeedLoadedOffersThenGoThroughTheRouterAndTheirChoiceFilters() async throws {
        let view = RecordingGuidomiaView()
        let host = RecordingPickerHost()
        let presenter = presenter(view: view, pickerHost: host)
        presenter.chooseMake()
        presenter.chooseModel()
        #expect(host.shown.isEmpty)
        await presenter.viewDidLoad()
        presenter.chooseMake()
        let makePicker = try #require(host.shown.last)
        #expect(makePicker.choices == ["Any make", "Alpine", "BMW", "Land Rover", "Mercedes Benz"])
        #expect(makePicker.selectedIndex == 0)
        makePicker.onPick(2)
        #expect(view.latest?.filters?.selectedMake == "BMW")
        presenter.chooseModel()
        let modelPicker = try #require(host.shown.last)
        #expect(modelPicker.title == "Choose a model")
        #expect(modelPicker.choices == ["Any model", "3300i"])
        modelPicker.onPick(1)
        #expect(view.latest?.filters?.selectedModel == "3300i")
    }

    @Test func aPickAfterThePresenterIsGoneIsIgnored() async throws {
        let view = RecordingGuidomiaView()
        let host = RecordingPickerHost()
        var presenter: GuidomiaPresenter? = await loadedPresenter(view, pickerHost: host)
        presenter?.chooseMake()
        presenter?.chooseModel()
        presenter = nil
        let count = view.states.count
        for picker in host.shown { picker.onPick(1) }
        #expect(view.states.count == count)
    }
}
