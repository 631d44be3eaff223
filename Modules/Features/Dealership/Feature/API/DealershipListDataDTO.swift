/// The `data` of the `DealershipList` query.
///
/// The `…DTO` types are the GraphQL response shapes: the interface with the server and nothing
/// more. Every field is non-optional as the schema says (`!`), so a null or missing field fails
/// decoding with its path. ``DealershipMapper`` maps them to the feature's own types as soon as
/// they arrive.
struct DealershipListDataDTO: Decodable {
    var dealerships: [DealershipSummaryDTO]
}
