import Analytics

/// The logic of the Guidomia screen: loads the offers when the screen opens, keeps one offer
/// expanded at a time, filters by make and model locally, and pushes a new
/// ``GuidomiaViewState`` to the view after every change.
@MainActor
public final class GuidomiaPresenter {
    private enum Phase: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    /// Weak: the view owns the presenter.
    public weak var view: (any GuidomiaView)?
    private let loader: any CarOffersLoading
    private let router: any GuidomiaRouting
    private let analytics: any AnalyticsTracker
    private let filtersEnabled: Bool
    private let strings: GuidomiaStrings
    private let rowMapper: OfferRowMapper

    private var phase = Phase.idle
    private var offers: [CarOffer] = []
    private var selectedMake: String?
    private var selectedModel: String?
    private var expandedID: Int?

    init(
        view: any GuidomiaView,
        loader: any CarOffersLoading,
        router: any GuidomiaRouting,
        analytics: any AnalyticsTracker,
        filtersEnabled: Bool,
        strings: GuidomiaStrings
    ) {
        self.view = view
        self.loader = loader
        self.router = router
        self.analytics = analytics
        self.filtersEnabled = filtersEnabled
        self.strings = strings
        self.rowMapper = OfferRowMapper(strings: strings)
    }

    // MARK: Intents

    /// The screen opened: load every offer.
    public func viewDidLoad() async {
        await load()
    }

    /// Try again after a failure.
    public func retry() async {
        await load()
    }

    /// Expands the offer `id` and collapses the one that was expanded; selecting the expanded
    /// offer collapses it.
    public func selectOffer(id: Int) {
        guard visibleOffers.contains(where: { $0.id == id }) else { return }
        expandedID = expandedID == id ? nil : id
        render()
    }

    /// Filters by `make`, or by any make when `nil`. Resets the model, whose options depend on the make.
    public func selectMake(_ make: String?) {
        guard filtersEnabled, make != selectedMake, make.map(makes.contains) ?? true else { return }
        selectedMake = make
        selectedModel = nil
        filtersChanged()
    }

    /// Filters by `model` of the selected make, or by any model when `nil`.
    /// A model is only accepted once a make is selected, because the choices are that make's models.
    public func selectModel(_ model: String?) {
        guard filtersEnabled, model != selectedModel, model.map(models(of: selectedMake).contains) ?? true else {
            return
        }
        selectedModel = model
        filtersChanged()
    }

    /// Asks the router for the make picker.
    public func chooseMake() {
        guard let filters = filtersState() else { return }
        router.showMakePicker(options: filters.makes) { [weak self] make in self?.selectMake(make) }
    }

    /// Asks the router for the model picker of the selected make.
    public func chooseModel() {
        guard let filters = filtersState() else { return }
        router.showModelPicker(options: filters.models) { [weak self] model in self?.selectModel(model) }
    }

    // MARK: Logic

    private func load() async {
        guard phase != .loading else { return }
        phase = .loading
        render()
        do {
            offers = try await loader.loadOffers()
            phase = .loaded
            expandedID = visibleOffers.first?.id
        } catch {
            phase = .failed(message(for: error))
        }
        render()
    }

    private func filtersChanged() {
        // The expanded offer may have been filtered out; then the first visible one opens,
        // as the first one does at start.
        let visibleIDs = visibleOffers.map(\.id)
        if expandedID.map(visibleIDs.contains) != true {
            expandedID = visibleIDs.first
        }
        analytics.track(GuidomiaAnalyticsEvents.filterChanged(make: selectedMake, model: selectedModel))
        render()
    }

    private var makes: [String] {
        Self.distinctSorted(offers.map(\.make))
    }

    private func models(of make: String?) -> [String] {
        guard let make else { return [] }
        return Self.distinctSorted(offers.filter { $0.make == make }.map(\.model))
    }

    private var visibleOffers: [(id: Int, offer: CarOffer)] {
        offers.enumerated()
            .filter { _, offer in
                (selectedMake == nil || offer.make == selectedMake)
                    && (selectedModel == nil || offer.model == selectedModel)
            }
            .map { (id: $0.offset, offer: $0.element) }
    }

    private func message(for error: GuidomiaError) -> String {
        switch error {
        case .notFound: strings.text(.errorNotFound)
        case .unreachable(let detail): strings.text(.errorUnreachable, detail)
        case .failed(let detail): strings.text(.errorFailed, detail)
        }
    }

    // MARK: Rendering

    private func render() {
        view?.display(
            GuidomiaViewState(title: strings.text(.title), filters: filtersState(), content: content()))
    }

    private func content() -> GuidomiaContent {
        switch phase {
        case .idle, .loading:
            return .loading(message: strings.text(.loading))
        case .failed(let message):
            return .failed(message: message)
        case .loaded:
            let rows = visibleOffers.map { id, offer in
                rowMapper.row(for: offer, id: id, isExpanded: id == expandedID)
            }
            // The filters only offer makes and models that exist, so only an empty feed lists nothing.
            return rows.isEmpty ? .empty(message: strings.text(.noOffers)) : .offers(rows)
        }
    }

    private func filtersState() -> GuidomiaFiltersState? {
        guard filtersEnabled, phase == .loaded else { return nil }
        return GuidomiaFiltersState(
            title: strings.text(.filtersTitle),
            makeLabel: strings.text(.makeLabel),
            modelLabel: strings.text(.modelLabel),
            makes: options(makes, selected: selectedMake, anyTitle: strings.text(.anyMake)),
            models: options(models(of: selectedMake), selected: selectedModel, anyTitle: strings.text(.anyModel))
        )
    }

    private func options(_ values: [String], selected: String?, anyTitle: String) -> [GuidomiaFilterOption] {
        [GuidomiaFilterOption(value: nil, title: anyTitle, isSelected: selected == nil)]
            + values.map { GuidomiaFilterOption(value: $0, title: $0, isSelected: $0 == selected) }
    }

    private static func distinctSorted(_ values: [String]) -> [String] {
        Set(values).sorted { $0.lowercased() < $1.lowercased() }
    }
}
