/// The list's display name: each hyphen-separated part capitalised, hyphens kept (`mr-mime` is `Mr-Mime`). The
/// brief asks for the API name capitalised, not the localised name (`Mr. Mime`), so no punctuation is invented.
enum PokemonDisplayName {
    static func capitalized(_ apiName: String) -> String {
        apiName.split(separator: "-", omittingEmptySubsequences: false)
            .map { part in part.prefix(1).uppercased() + part.dropFirst() }
            .joined(separator: "-")
    }
}
