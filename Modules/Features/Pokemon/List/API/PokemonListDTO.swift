import Foundation

/// `GET /pokemon?offset=O&limit=L` as the API writes it.
struct PokemonListDTO: Decodable {
    struct Entry: Decodable {
        var name: String
        var url: String
    }

    var count: Int
    var next: String?
    var previous: String?
    var results: [Entry]
}
