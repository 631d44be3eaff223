/// Everything the Guidomia screen shows, display-ready; the presenter pushes a new one after every change.
public struct GuidomiaViewState: Sendable, Equatable {
    public var title: String
    /// The filters, or `nil` when `guidomia.filters` is off or nothing has loaded yet.
    public var filters: GuidomiaFiltersState?
    /// Where the offers' load stands; a failure carries its sentence for the user.
    public var phase: GuidomiaLoadPhase
    /// The offers that pass the filters, in the order the server sent them; empty until loaded.
    public var rows: [GuidomiaOfferRow]
    public var loadingMessage: String
    /// What the list area says when the server listed no offers at all.
    public var emptyMessage: String

    public init(
        title: String, filters: GuidomiaFiltersState?, phase: GuidomiaLoadPhase, rows: [GuidomiaOfferRow] = [],
        loadingMessage: String, emptyMessage: String
    ) {
        self.title = title
        self.filters = filters
        self.phase = phase
        self.rows = rows
        self.loadingMessage = loadingMessage
        self.emptyMessage = emptyMessage
    }

    /// What the list area says instead of offers, or `nil` when it shows offers.
    public var message: String? {
        switch phase {
        case .idle, .loading: loadingMessage
        case .failed(let message): message
        case .loaded: rows.isEmpty ? emptyMessage : nil
        }
    }
}
