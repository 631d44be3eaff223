/// The `data` of the `DealershipDetail` query.
struct DealershipDetailDataDTO: Decodable {
    var dealership: DealershipDetailDTO
}
