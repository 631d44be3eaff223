/// The list's display name rule: each hyphen-separated part capitalised, hyphens kept, so
/// `pikachu` is `Pikachu`, `mr-mime` is `Mr-Mime` and `ho-oh` is `Ho-Oh`. The brief asks for the
/// API name capitalised in the client, not the localised names (`Mr. Mime`), so no other
/// punctuation is invented.
enum PokemonDisplayName {
    static func capitalized(_ apiName: String) -> String {
        apiName.split(separator: "-", omittingEmptySubsequences: false)
            .map { part in part.prefix(1).uppercased() + part.dropFirst() }
            .joined(separator: "-")
    }
}
