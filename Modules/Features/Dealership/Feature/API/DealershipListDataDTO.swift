/// The `data` of the `DealershipList` query.
///
/// The `…DTO` types are the GraphQL response shapes, every field non-optional as the schema says (`!`) so a
/// null or missing one fails decoding with its path; ``DealershipMapper`` maps them to the feature's types on arrival.
struct DealershipListDataDTO: Decodable {
    var dealerships: [DealershipSummaryDTO]
}
