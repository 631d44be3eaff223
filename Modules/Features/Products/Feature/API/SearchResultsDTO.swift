/// `Search.API/1.3/<store>/search/results.json?...&format=lite`, as far as the shop reads it.
struct SearchResultsDTO: Decodable {
    struct ResultsLite: Decodable {
        let totalResults: Int
        let items: [SearchItemDTO]

        enum CodingKeys: String, CodingKey {
            case totalResults = "TotalResults"
            case items = "Items"
        }
    }

    let resultsLite: ResultsLite

    enum CodingKeys: String, CodingKey {
        case resultsLite = "ResultsLite"
    }
}
