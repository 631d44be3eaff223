/// The APIs whose data ships inside the package, so every feature works with no network.
public enum BundledAPI: String, Sendable, Hashable, CaseIterable {
    /// PokeAPI v2: the list of Pokémon and one document per Pokémon.
    case pokeapi
    /// SpaceX API v5: the launches query and launch documents.
    case spacex
    /// The Iron Forge GraphQL API (sample data).
    case ironforge
    /// The YOOX Search and Item APIs for the CHLOE_GB store (sample data).
    case yoox
    /// The Guidomia challenge's car list.
    case guidomia

    var emulator: any APIEmulator {
        switch self {
        case .pokeapi: PokeAPIEmulator()
        case .spacex: SpaceXEmulator()
        case .ironforge: IronForgeEmulator()
        case .yoox: YOOXEmulator()
        case .guidomia: GuidomiaEmulator()
        }
    }
}
