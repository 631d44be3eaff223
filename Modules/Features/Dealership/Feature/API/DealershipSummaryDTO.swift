struct DealershipSummaryDTO: Decodable {
    var id: String
    var name: String
    var address: String
    var logoUrl: String
}
