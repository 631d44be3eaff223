import Foundation
import FoundationTesting
import Testing

/// `mosaic pokemon show` drawing the sprite, against a loopback PokeAPI whose documents point at a
/// generated PNG. One run at a time: each is a binary plus a loopback server, beside other process suites.
@Suite("Pictures from the command line, end to end", .serialized, .processBudget)
struct PictureEndToEndTests {
    private let folder: TemporaryDirectory
    private var state: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func mosaic(
        _ arguments: [String], environment: [String: String] = [:]
    ) async throws -> (status: Int32, output: String, error: String) {
        let store = ["--store", "sqlite:\(state.appendingPathComponent("store.sqlite").path)"]
        return try await MosaicRunner(in: state, environment: MosaicBinary.environment(home: state, environment))
            .run(store + arguments)
    }

    @Test func showDrawsTheSpriteInHalfBlocksAndASecondShowFetchesItFromTheStore() async throws {
        try await SpritePokedex.run { server, api in
            let show = ["pokemon", "show", "25", "--base-url", "pokeapi=\(api.absoluteString)", "--image"]
            let first = try await mosaic(show, environment: ["COLORTERM": "truecolor"])
            #expect(first.status == 0, "\(first.error)")
            // The 16-pixel sprite fills 32 columns by 16 rows: its red top half, then its blue one.
            let red = "\u{1B}[38;2;220;30;40;48;2;220;30;40m"
            let blue = "\u{1B}[38;2;30;60;200;48;2;30;60;200m"
            #expect(first.output.contains(red + String(repeating: "▀", count: 24) + "\u{1B}[0m"))
            #expect(first.output.contains(blue + String(repeating: "▀", count: 24) + "\u{1B}[0m"))
            #expect(first.output.contains("Pikachu (#25)"))
            #expect(!first.output.contains("no picture"))

            let second = try await mosaic(show)
            #expect(second.status == 0, "\(second.error)")
            #expect(second.output.contains("\u{1B}[38;5;160;48;5;160m▀▀▀▀"), "256 colours without COLORTERM")
            #expect(SpritePokedex.spriteRequests(server) == 1, "the second show reads the sprite from the store")
        }
    }

    @Test func inAPipeTheURLIsShownAloneUnlessImageIsAsked() async throws {
        try await SpritePokedex.run { server, api in
            let run = try await mosaic(["pokemon", "show", "1", "--base-url", "pokeapi=\(api.absoluteString)"])
            #expect(run.status == 0, "\(run.error)")
            #expect(!run.output.contains("▀") && !run.output.contains("\u{1B}"))
            #expect(run.output.contains("/sprites/1.png"))
            #expect(SpritePokedex.spriteRequests(server) == 0)
        }
    }

    @Test(arguments: [
        (["pokemon", "show", "25"], "Pikachu (#25)"),
        (["launches", "show", "5fe3b15eb3467846b324216d"], "Crew-3"),
        (["dealership", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97"], "RV Kingdom"),
        (["products", "show", "59011007"], "Ruffled Dress"),
    ])
    func theBundledDataShowsThePlaceholderSayingThePictureIsNotAvailableOffline(
        show: [String], title: String
    ) async throws {
        let run = try await mosaic(show + ["--image"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("no picture"))
        #expect(run.output.contains("picture not available offline (bundled data has no pictures; try --live)"))
        #expect(run.output.contains(title))
    }

    @Test(arguments: [
        ("151", "picture not shown: the server answered HTTP 404"),
        ("150", "picture not shown: not a PNG or JPEG image"),
    ])
    func aSpriteThatFailsShowsThePlaceholderAndOneLineSayingWhy(id: String, reason: String) async throws {
        try await SpritePokedex.run { _, api in
            let run = try await mosaic([
                "pokemon", "show", id, "--base-url", "pokeapi=\(api.absoluteString)", "--image",
            ])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("no picture"))
            #expect(run.output.contains(reason))
            #expect(run.output.contains("(#\(id))"))
        }
    }

    @Test func imageAndNoImageTogetherAreAUsageError() async throws {
        let run = try await mosaic(["pokemon", "show", "25", "--image", "--no-image"])
        #expect(run.status == 64)
        #expect(run.error == "error: --image and --no-image contradict each other; give one of them\n")
    }
}
