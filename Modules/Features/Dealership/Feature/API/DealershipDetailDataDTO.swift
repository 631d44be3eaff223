struct DealershipDetailDataDTO: Decodable {
    var dealership: DealershipDetailDTO
}
