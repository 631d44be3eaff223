/// One vehicle of a dealership; its price is in US cents.
struct VehicleDTO: Decodable {
    var id: String
    var owningDealership: DealershipReferenceDTO
    var type: VehicleTypeDTO
    var name: String
    var address: String
    var imageUrl: String
    var priceCentsPerDay: Int
}
