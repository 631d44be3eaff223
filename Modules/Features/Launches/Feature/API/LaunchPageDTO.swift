/// The mongoose-paginate envelope of `POST /launches/query`.
struct LaunchPageDTO: Decodable, Sendable {
    var docs: [LaunchDTO]
    var totalDocs: Int
    var page: Int?
    var hasNextPage: Bool
    var nextPage: Int?
}
