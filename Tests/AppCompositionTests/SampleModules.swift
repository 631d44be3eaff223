import AppComposition
import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import Networking
import NetworkingOffline
import PictureKit
import TerminalAppKit
import WebAppKit

/// Tests what the root derives from any registry (names, flags, commands, help) without a real feature.
enum AlphaModule: FeatureModule, CommandLineFeature, TerminalAppFeature, WebAppFeature {
    static let api = FeatureAPI(
        name: "alpha", liveBaseURL: URL(string: "https://alpha.invalid/v1")!, emulator: PingEmulator())
    static let enabled = FeatureFlag(key: "alpha.enabled", defaultValue: true, description: "Alpha answers pings.")
    static var flags: [FeatureFlag] { [enabled] }
    static let title = "Alpha"
    static let subtitle = "pings"

    static var commands: [Command] {
        [
            Command(["alpha", "ping"], summary: "Ask the alpha API for a pong.") {
                arguments throws(CommandError) in
                try arguments.finish()
                return { context throws(CommandError) in
                    guard context.graph.flags.isEnabled(enabled) else { throw .failure("alpha is switched off") }
                    let client = context.graph.httpClient(for: api)
                    let url = context.graph.baseURL(for: api).appendingPathComponent("ping")
                    do {
                        let response = try await client.send(HTTPRequest(url: url))
                        context.console.printLine(String(decoding: response.body, as: UTF8.self))
                    } catch {
                        throw .failure("\(error)")
                    }
                }
            }
        ]
    }

    static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        MenuScreen.Entry(title: title, subtitle: subtitle) { MenuScreen(title: title, entries: []) }
    }

    static func webSection(graph: any PictureGraph) -> WebSection {
        let page = WebPage(title: title, back: nil, content: [])
        return WebSection(path: "/alpha", routes: [WebRoute(.get, "/alpha") { _ in .page(page) }])
    }
}

enum BetaModule: FeatureModule, CommandLineFeature, TerminalAppFeature, WebAppFeature {
    static let api = FeatureAPI(
        name: "beta", liveBaseURL: URL(string: "https://beta.invalid")!, emulator: PingEmulator())
    static var flags: [FeatureFlag] { [] }
    static let title = "Beta"
    static let subtitle = "nothing yet"
    static var commands: [Command] { [] }

    static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        MenuScreen.Entry(title: title, subtitle: subtitle) { MenuScreen(title: title, entries: []) }
    }

    static func webSection(graph: any PictureGraph) -> WebSection {
        WebSection(path: "/beta", routes: [])
    }
}

/// Answers `GET {base}/ping` with `pong`.
struct PingEmulator: APIEmulator {
    func respond(to request: EmulatedRequest) -> HTTPResponse {
        request.path == ["ping"] ? .emulatedJSON(Data(#""pong""#.utf8)) : .notFound()
    }
}

extension FeatureRegistry {
    @MainActor static let samples = FeatureRegistry([AlphaModule.self, BetaModule.self])
}
