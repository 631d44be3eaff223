struct DealershipReferenceDTO: Decodable {
    var id: String
}
