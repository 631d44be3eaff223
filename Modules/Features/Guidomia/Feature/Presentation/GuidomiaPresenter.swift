/// The logic of the Guidomia screen: loads the offers, keeps one expanded, filters by make and model
/// locally, and pushes a new ``GuidomiaViewState`` to the view after every change.
@MainActor
public final class GuidomiaPresenter {
    /// Weak: the view owns the presenter, so no cycle forms.
    public weak var view: (any GuidomiaView)?
    private let client: GuidomiaClient
    private let router: any GuidomiaRouting
    private let events: any GuidomiaEventSink
    private let filtersEnabled: Bool
    private let strings: GuidomiaStrings
    private let rowMapper: OfferRowMapper

    private var phase = GuidomiaLoadPhase.idle
    private var offers: [CarOffer] = []
    private var selectedMake: String?
    private var selectedModel: String?
    private var expandedID: Int?

    /// - Parameter filtersEnabled: whether the make and model filters are offered (`guidomia.filters`).
    public init(
        view: any GuidomiaView,
        client: GuidomiaClient,
        router: any GuidomiaRouting,
        events: any GuidomiaEventSink,
        filtersEnabled: Bool,
        strings: GuidomiaStrings
    ) {
        self.view = view
        self.client = client
        self.router = router
        self.events = events
        self.filtersEnabled = filtersEnabled
        self.strings = strings
        self.rowMapper = OfferRowMapper(strings: strings)
    }

    // MARK: Intents

    public func viewDidLoad() async {
        await load()
    }

    public func retry() async {
        await load()
    }

    /// Expands the offer `id` and collapses the expanded one; selecting the expanded offer collapses it.
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

    /// Filters by `model` (`nil`: any), accepted only once a make is selected, as the choices are its models.
    public func selectModel(_ model: String?) {
        guard filtersEnabled, model != selectedModel, model.map(models(of: selectedMake).contains) ?? true else {
            return
        }
        selectedModel = model
        filtersChanged()
    }

    public func chooseMake() {
        guard let filters = filtersState() else { return }
        router.showMakePicker(options: filters.makes) { [weak self] make in self?.selectMake(make) }
    }

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
            offers = try await client.offers()
            phase = .loaded
            expandedID = visibleOffers.first?.id
        } catch {
            phase = .failed(message(for: error))
        }
        render()
    }

    private func filtersChanged() {
        // If the expanded offer was filtered out, the first visible one opens, as at start.
        let visibleIDs = visibleOffers.map(\.id)
        if expandedID.map(visibleIDs.contains) != true {
            expandedID = visibleIDs.first
        }
        events.receive(.filterChanged(make: selectedMake, model: selectedModel))
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
            GuidomiaViewState(
                title: strings.text(.title), filters: filtersState(), phase: phase, rows: rows(),
                loadingMessage: strings.text(.loading),
                // The filters only offer makes and models that exist, so only an empty feed lists nothing.
                emptyMessage: strings.text(.noOffers)))
    }

    private func rows() -> [GuidomiaOfferRow] {
        guard phase == .loaded else { return [] }
        return visibleOffers.map { id, offer in rowMapper.row(for: offer, id: id, isExpanded: id == expandedID) }
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
