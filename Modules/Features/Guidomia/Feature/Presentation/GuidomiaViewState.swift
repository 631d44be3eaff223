/// Everything the Guidomia screen shows, display-ready. The presenter pushes a new value to
/// the view after every change.
public struct GuidomiaViewState: Sendable, Equatable {
    public var title: String
    /// The filters, or `nil` when `guidomia.filters` is off or nothing has loaded yet.
    public var filters: GuidomiaFiltersState?
    public var content: GuidomiaContent

    public init(title: String, filters: GuidomiaFiltersState?, content: GuidomiaContent) {
        self.title = title
        self.filters = filters
        self.content = content
    }
}
