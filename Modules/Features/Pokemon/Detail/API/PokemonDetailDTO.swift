/// The part of `GET /pokemon/{id}/` the detail reads. Every other key of the (large, and
/// growing over the years) live document is ignored, so 2019 and 2023 responses both decode.
struct PokemonDetailDTO: Decodable {
    struct Sprites: Decodable {
        var frontDefault: String?

        enum CodingKeys: String, CodingKey {
            case frontDefault = "front_default"
        }
    }

    struct TypeSlot: Decodable {
        struct NamedType: Decodable {
            var name: String
        }

        var slot: Int
        var type: NamedType
    }

    var id: Int
    var name: String
    var height: Int
    var weight: Int
    var sprites: Sprites
    var types: [TypeSlot]
}
