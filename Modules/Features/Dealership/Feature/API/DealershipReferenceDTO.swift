/// A dealership named by its id only.
struct DealershipReferenceDTO: Decodable {
    var id: String
}
