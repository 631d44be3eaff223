import AppCompositionTesting
import DealershipEmulator
import Foundation
import GuidomiaEmulator
import ImageDecodingTesting
import LaunchesEmulator
import LoopbackTesting
import PokemonEmulator
import ProductsEmulator

/// Every API over loopback from its bundled data, with real pictures: each picture URL in a PokeAPI or
/// Iron Forge answer (`https://<host>/<path>.png` or `.jpg`) becomes the same server's `/remote/<host>/<path>`,
/// which serves the test sprite. Launch pages show no picture; products keep the YOOX CDN's address, which
/// the list builds from a code no answer names, so they show the placeholder.
enum PicturedAPIs {
    /// The 16 by 16 picture every rewritten URL serves.
    static let pictureWidth = StubSprite.size

    /// Serves the five APIs while `operation` runs, giving it their `--base-url` arguments and a count of
    /// the pictures served so far.
    nonisolated(nonsending) static func run<Result>(
        operation:
            nonisolated(nonsending) (_ baseURLArguments: [String], _ picturesServed: @Sendable () -> Int)
            async throws -> Result
    ) async throws -> Result {
        try await BundledDataServer.run(PokeAPIEmulator(), basePath: "api/v2", failing: picture, rewriting: rewrite) {
            pokeapi, pokeapiURL in
            try await BundledDataServer.run(SpaceXEmulator(), basePath: "v5") { _, spacexURL in
                try await BundledDataServer.run(
                    IronForgeEmulator(), basePath: "graphql", failing: picture, rewriting: rewrite
                ) { ironforge, ironforgeURL in
                    try await BundledDataServer.run(YOOXEmulator(), basePath: "") { _, yooxURL in
                        try await BundledDataServer.run(GuidomiaEmulator(), basePath: "api") { _, guidomiaURL in
                            let urls = [
                                "pokeapi": pokeapiURL, "spacex": spacexURL, "ironforge": ironforgeURL,
                                "yoox": yooxURL, "guidomia": guidomiaURL,
                            ]
                            let arguments = urls.sorted { $0.key < $1.key }.flatMap {
                                ["--base-url", "\($0.key)=\($0.value.absoluteString)"]
                            }
                            return try await operation(arguments) {
                                [pokeapi, ironforge].map { server in
                                    server.requests.filter { $0.path.hasPrefix("/remote/") }.count
                                }.reduce(0, +)
                            }
                        }
                    }
                }
            }
        }
    }

    private static let picture: @Sendable (LoopbackRequest) -> LoopbackResponse? = { request in
        guard request.path.hasPrefix("/remote/") else { return nil }
        return LoopbackResponse(headers: ["Content-Type": "image/png"], body: StubSprite.png)
    }

    private static let rewrite: @Sendable (Data, URL) -> Data = { body, root in
        let text = String(decoding: body, as: UTF8.self)
        let rewritten = text.replacing(#/https://([^"\s]+?\.(?:png|jpg|jpeg))"/#) { match in
            "\(root.appending(path: "remote/\(match.output.1)").absoluteString)\""
        }
        return Data(rewritten.utf8)
    }
}
