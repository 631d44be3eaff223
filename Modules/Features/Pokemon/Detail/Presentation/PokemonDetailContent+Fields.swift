import Foundation

extension PokemonDetailContent {
    /// The name with the number, above the fields: `Pikachu (#25)`.
    public var heading: String { "\(name) (#\(id))" }

    /// The number and the sprite's URL, then the types and the measurements the flags let
    /// through, as titled values: what a text client lists under the ``heading``.
    public var fields: [(title: String, value: String)] {
        var fields = [("ID", String(id)), ("Image", imageURL?.absoluteString ?? "none")]
        if let types {
            fields.append(("Types", types.isEmpty ? "none" : types.joined(separator: ", ")))
        }
        if let weightText, let heightText {
            fields += [("Weight", weightText), ("Height", heightText)]
        }
        return fields
    }
}
