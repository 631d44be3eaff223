public import Foundation

/// The remote APIs the features use, by the name `--base-url NAME=URL` takes.
public enum API: String, Sendable, Hashable, CaseIterable, Comparable {
    case pokeapi
    case spacex
    case ironforge
    case yoox
    case guidomia

    /// Where the real API lives.
    public var liveBaseURL: URL {
        switch self {
        case .pokeapi: URL(string: "https://pokeapi.co/api/v2")!
        case .spacex: URL(string: "https://api.spacexdata.com/v5")!
        case .ironforge: URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!
        case .yoox: URL(string: "https://api.yoox.biz")!
        // The challenge ships its data as a local file; this host stands for "wherever it is served".
        case .guidomia: URL(string: "https://guidomia.invalid/api")!
        }
    }

    public static func < (lhs: API, rhs: API) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
