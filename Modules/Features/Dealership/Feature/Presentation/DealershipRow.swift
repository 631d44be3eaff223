/// One dealership as a list row or a detail header shows it.
public struct DealershipRow: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var address: String
    public var logo: RemoteImage

    public init(id: String, name: String, address: String, logo: RemoteImage) {
        self.id = id
        self.name = name
        self.address = address
        self.logo = logo
    }

    init(_ summary: DealershipSummary) {
        self.init(id: summary.id, name: summary.name, address: summary.address, logo: RemoteImage(url: summary.logoURL))
    }
}
