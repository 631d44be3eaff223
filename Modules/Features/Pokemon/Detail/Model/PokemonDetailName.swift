/// The list's display rule (each hyphen-separated part capitalised, hyphens kept: `mr-mime` is `Mr-Mime`),
/// restated because features may not import each other; both modules' tests pin it so the copies cannot drift.
enum PokemonDetailName {
    static func capitalized(_ apiName: String) -> String {
        apiName.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }
}
