import DealershipFeature
import Foundation
import LaunchesFeature
import PokemonDetailFeature
import PokemonListFeature
import ProductsFeature

/// The features' API clients, each answered with the fuzzer's bytes through the public service
/// the app uses: decoding and mapping, up to the feature's own types or its typed error.
enum APIResponseFuzzing {
    // The base URLs only shape the requests, which the fixed answer ignores.
    private static let base = URL(string: "https://fuzz.invalid/api")!

    static func pokeAPIList(_ data: Data) async {
        let service = PokemonListService(client: StubHTTPClient(body: data), baseURL: base)
        _ = try? await service.page(offset: 0, limit: 20)
    }

    static func pokeAPIDetail(_ data: Data) async {
        let service = PokemonDetailService(client: StubHTTPClient(body: data), baseURL: base)
        _ = try? await service.detail(for: .id(25))
    }

    /// The same bytes as a page of launches and as one launch: the two share their decoding.
    static func spaceXLaunches(_ data: Data) async {
        let service = LaunchesService(client: StubHTTPClient(body: data), baseURL: base)
        _ = try? await service.page(of: .upcoming, page: 1, limit: 10)
        _ = try? await service.launch(id: "5eb87cd9ffd86e000604b32a")
    }

    /// The same bytes as the list answer and as the detail answer.
    static func ironForge(_ data: Data) async {
        let service = DealershipService(client: StubHTTPClient(body: data), endpoint: base)
        _ = try? await service.dealerships()
        _ = try? await service.dealership(id: "a7fef0da-0e90-4e96-982d-f2340be94b97")
    }

    static func yooxSearch(_ data: Data) async {
        let service = ProductsService(client: StubHTTPClient(body: data), baseURL: base)
        _ = try? await service.page(1, of: .dresses)
    }

    static func yooxItem(_ data: Data) async {
        guard let code = ProductCode("59011007") else { return }
        let service = ProductsService(client: StubHTTPClient(body: data), baseURL: base)
        _ = try? await service.extras(for: code)
    }
}
