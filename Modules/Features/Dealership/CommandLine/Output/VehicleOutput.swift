import DealershipFeature
import Foundation

/// One vehicle in `dealership show --json`; the price is exact, in cents.
struct VehicleOutput: Encodable {
    var id: String
    var name: String
    var type: String
    var typeDisplayName: String
    var priceCentsPerDay: Int
    var price: String
    var imageURL: String
    var address: String

    init(_ row: VehicleRow) {
        id = row.id
        name = row.name
        type = row.typeName
        typeDisplayName = row.typeDisplayName
        priceCentsPerDay = row.pricePerDay.minorUnits
        price = row.priceText
        imageURL = row.image.url.absoluteString
        address = row.address
    }
}
