import Networking

/// Why a detail could not be shown, in words for the user.
public enum PokemonDetailError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The API has no Pokémon with that id or name.
    case notFound(String)
    /// The network failed and the backup has no copy.
    case unreachable(String)
    /// The network failed and the backup's copy is damaged (the damaged records' keys, skipped).
    case unreachableWithDamagedBackup(String, damaged: [String])
    case badResponse(String)

    init(_ error: NetworkingError, identifier: PokemonIdentifier) {
        if error.isNotFound {
            self = .notFound(identifier.description)
        } else if error.isConnectivityFailure {
            self = .unreachable(error.description)
        } else {
            self = .badResponse(error.description)
        }
    }

    public var description: String {
        switch self {
        case .notFound(let identifier): "no Pokémon with the id or name '\(identifier)'"
        case .unreachable(let reason): "cannot load the Pokémon: \(reason)"
        case .unreachableWithDamagedBackup(let reason, let damaged):
            "cannot load the Pokémon: \(reason); skipped damaged saved record(s) "
                + "\(damaged.joined(separator: ", ")) (a sync repairs them)"
        case .badResponse(let reason): "the Pokémon could not be read: \(reason)"
        }
    }
}
