/// The same display rule as the list's (each hyphen-separated part capitalised, hyphens kept:
/// `mr-mime` is `Mr-Mime`), restated here because features may not import each other; both
/// modules' tests pin the rule so the two copies cannot drift.
enum PokemonDetailName {
    static func capitalized(_ apiName: String) -> String {
        apiName.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }
}
