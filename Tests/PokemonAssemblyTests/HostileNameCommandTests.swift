import CommandLineKitTesting
import Foundation
import Networking
import NetworkingTesting
import PersistenceTesting
import TerminalKit
import Testing

/// A PokeAPI whose Pokémon is named to drive the terminal: the list, the detail and their JSON
/// show the name, and nothing of it reaches the terminal as a control.
@Suite("A Pokémon's name from the server, in the commands' output")
@MainActor
struct HostileNameCommandTests {
    /// Each name with a piece of what the terminal must show of it.
    nonisolated static let names: [(name: String, shown: String)] = [
        ("pika\u{1B}]52;c;ZWNobyBvd25lZA==\u{7}chu", "Pika\\e]52;c;ZWNobyBvd25lZA==\\u{7}chu"),
        ("pika\u{1B}]0;owned\u{1B}\\chu", "Pika\\e]0;owned\\e\\chu"),
        ("pika\u{1B}[2J\u{1B}[1;1Hchu", "Pika\\e[2J\\e[1;1Hchu"),
        ("pika\u{9B}2Jchu", "Pika\\u{9B}2Jchu"),
        ("pikachu\rerror: fake", "Pikachu\\rerror: fake"),
        ("pika\u{202E}uhc", "Pika\\u{202E}uhc"),
    ]

    private func client(named name: String) -> RecordingHTTPClient {
        let encoded = (try? JSONEncoder().encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        return RecordingHTTPClient { request throws(NetworkingError) in
            if request.url.lastPathComponent == "pokemon" {
                return .json(
                    #"{"count":1,"next":null,"previous":null,"#
                        + #""results":[{"name":\#(encoded),"url":"https://pokeapi.co/api/v2/pokemon/25/"}]}"#)
            }
            return .json(
                #"{"id":25,"name":\#(encoded),"weight":60,"height":4,"sprites":{"front_default":null},"#
                    + #""types":[{"slot":1,"type":{"name":\#(encoded)}}]}"#)
        }
    }

    private func run(_ arguments: [String], name: String) async -> RecordingConsole {
        await PokemonCommandRunner.run(arguments, client: client(named: name), store: RecordingRecordStore()).console
    }

    /// What in `text` a terminal could act on, apart from the line breaks.
    private func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalEscaping.needsEscape($0) }
    }

    @Test(arguments: names.indices)
    func listAndShowPrintTheNameAsVisibleText(_ index: Int) async {
        let (name, shown) = Self.names[index]
        for command in [["pokemon", "list"], ["pokemon", "show", "25"]] {
            let console = await run(command, name: name)
            #expect(console.error.isEmpty, "\(command): \(console.error)")
            #expect(console.output.contains(shown), "\(command): \(console.output.debugDescription)")
            #expect(rawControls(console.output).isEmpty, "\(command): \(console.output.debugDescription)")
        }
    }

    /// JSON keeps the name exactly (a script gets what the server sent) in escapes that no
    /// terminal acts on.
    @Test(arguments: names.indices)
    func jsonCarriesTheNameInEscapes(_ index: Int) async throws {
        let name = Self.names[index].name
        let console = await run(["pokemon", "show", "25", "--json"], name: name)
        #expect(rawControls(console.output).isEmpty, "\(console.output.debugDescription)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect((object["name"] as? String)?.dropFirst() == name.dropFirst())
    }
}
