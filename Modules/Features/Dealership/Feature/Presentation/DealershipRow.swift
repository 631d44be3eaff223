/// One dealership as a list row or a detail header shows it.
public struct DealershipRow: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var address: String
    public var logo: RemoteImage
}

extension DealershipRow {
    init(_ summary: DealershipSummary) {
        self.init(id: summary.id, name: summary.name, address: summary.address, logo: RemoteImage(url: summary.logoURL))
    }
}
