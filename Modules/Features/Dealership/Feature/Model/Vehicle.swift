public import Foundation

public struct Vehicle: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var type: VehicleType
    /// Where the vehicle is; the API allows it to differ from the dealership's address.
    public var address: String
    public var imageURL: URL
    public var pricePerDay: DealershipMoney

    public init(
        id: String, name: String, type: VehicleType, address: String, imageURL: URL, pricePerDay: DealershipMoney
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.address = address
        self.imageURL = imageURL
        self.pricePerDay = pricePerDay
    }
}
