import Networking

/// Why a page of the list could not be shown, in words for the user.
public enum PokemonListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The network failed and the backup has nothing for that page.
    case unreachable(String)
    /// The network failed and the backup's copy of the page is damaged (the damaged records' keys, skipped).
    case unreachableWithDamagedBackup(String, damaged: [String])
    case badResponse(String)

    init(_ error: NetworkingError) {
        self = error.isConnectivityFailure ? .unreachable(error.description) : .badResponse(error.description)
    }

    public var description: String {
        switch self {
        case .unreachable(let reason): "cannot load the Pokémon list: \(reason)"
        case .unreachableWithDamagedBackup(let reason, let damaged):
            "cannot load the Pokémon list: \(reason); skipped damaged saved record(s) "
                + "\(damaged.joined(separator: ", ")) (a sync repairs them)"
        case .badResponse(let reason): "the Pokémon list could not be read: \(reason)"
        }
    }
}
