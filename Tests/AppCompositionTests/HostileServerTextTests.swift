import AppComposition
import AppCompositionTesting
import CommandLineKitTesting
import Foundation
import Networking
import NetworkingTesting
import Testing

/// A server's text in a command's output and in an error quoting it reaches the terminal visible, one line each.
@Suite("A server's text in a command's output and errors")
@MainActor
struct HostileServerTextTests {
    /// ESC and a CSI, OSC 52 (the clipboard), a C1 CSI, a bare CR and a bidi override.
    nonisolated static let hostile: [String] = [
        "pong\u{1B}[2J\u{1B}[31m",
        "\u{1B}]52;c;ZWNobyBvd25lZA==\u{7}pong",
        "\u{9B}2Jpong",
        "error: fake\rpong",
        "\u{202E}pong",
    ]

    private func run(
        _ arguments: [String], answer: @escaping @Sendable () throws(NetworkingError) -> HTTPResponse
    )
        async -> RecordingConsole
    {
        let client = RecordingHTTPClient { _ throws(NetworkingError) in try answer() }
        return await InProcessMosaic.run(
            arguments, features: .samples, overrides: .init(httpClients: ["alpha": client])
        ).console
    }

    private func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter {
            guard $0 != "\n" else { return false }
            switch $0.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    @Test(arguments: hostile)
    func printedTextIsEscaped(_ text: String) async {
        let console = await run(["alpha", "ping"]) { .json(Data(text.utf8)) }
        #expect(rawControls(console.output).isEmpty, "\(console.output.debugDescription)")
        #expect(console.output.split(separator: "\n").count == 1)
        #expect(console.output.contains("pong") && console.output.contains("\\"))
    }

    @Test(arguments: hostile)
    func anErrorQuotingTheServerIsOneEscapedLine(_ text: String) async {
        let console = await run(["alpha", "ping"]) { () throws(NetworkingError) in
            throw .graphQL(endpoint: "alpha", messages: [text])
        }
        #expect(console.error.hasPrefix("error: "))
        #expect(rawControls(console.error).isEmpty, "\(console.error.debugDescription)")
        #expect(console.error.split(separator: "\n").count == 1)
    }
}
