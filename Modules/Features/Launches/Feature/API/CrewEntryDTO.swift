/// One entry of `crew`: a bare id string in v4, a `{crew, role}` object in v5.
struct CrewEntryDTO: Decodable, Sendable {
    var crew: String?
    var role: String?

    private enum CodingKeys: String, CodingKey {
        case crew
        case role
    }

    init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            crew = id
            role = nil
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        crew = try container.decodeIfPresent(String.self, forKey: .crew)
        role = try container.decodeIfPresent(String.self, forKey: .role)
    }
}
