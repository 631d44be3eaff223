import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Well-formed answers that lie: a detail of another id than asked for, lists that claim 10¹² entries
/// and serve the same page whatever is asked. Every detail command and paging walk must stop with one
/// `error:` line, exit 1, in a bounded number of requests.
@Suite(.serialized)
struct HostileDataEndToEndTests {
    /// A command, the API it reaches, what the lying server answers and what the error must say.
    struct Case: Sendable, CustomTestStringConvertible {
        var api: String
        var arguments: [String]
        var answer: @Sendable (LoopbackRequest) -> LoopbackResponse
        var expected: String
        /// The command shows what it has and says what it could not get (exit 0), as `products show` does
        /// when only the Item API, which adds details, fails.
        var degrades = false
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let launch = #"{"id": "%@", "name": "Other", "upcoming": false, "date_unix": 1600000000}"#
    static let product =
        #"{"Code8": "59011007", "DefaultCode10": "59011007UC", "FullPrice": 100, "MicroCategory": "Dress"}"#

    static let wrongIDs: [Case] = [
        Case(
            api: "pokeapi", arguments: ["pokemon", "show", "25"],
            answer: { _ in .json(pokemon(id: 26)) }, expected: "asked for Pokémon 25 but the answer is Pokémon 26"),
        Case(
            api: "pokeapi", arguments: ["pokemon", "sync"],
            answer: { request in
                request.path.hasSuffix("/pokemon")
                    ? .json(
                        #"{"count": 1, "next": null, "previous": null, "results": [{"name": "bulbasaur", "url": "http://x/pokemon/1/"}]}"#
                    )
                    : .json(pokemon(id: 26))
            }, expected: "asked for Pokémon 1 but the answer is Pokémon 26"),
        Case(
            api: "spacex", arguments: ["launches", "show", "5eb87d42ffd86e000604b384"],
            answer: { _ in .json(String(format: launch, "000000000000000000000000")) },
            expected: "asked for launch 5eb87d42ffd86e000604b384 but the answer is launch 000000000000000000000000"),
        Case(
            api: "ironforge", arguments: ["dealership", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97"],
            answer: { _ in
                .json(
                    #"{"data": {"dealership": {"id": "other", "name": "Other", "address": "Elsewhere", "#
                        + #""logoUrl": "https://example.invalid/logo.png", "vehicles": []}}}"#)
            }, expected: "asked for dealership a7fef0da-0e90-4e96-982d-f2340be94b97 but the answer is dealership other"),
        Case(
            api: "yoox", arguments: ["products", "show", "59011007"],
            answer: { request in
                request.path.contains("/item/")
                    ? .json(#"{"Item": {"Cod10": "99999999ZZ"}}"#)
                    : .json(#"{"ResultsLite": {"TotalResults": 1, "Items": [\#(product)]}}"#)
            }, expected: "asked for product 59011007 but the answer is product 99999999ZZ", degrades: true),
    ]

    static let endlessLists: [Case] = [
        Case(
            api: "pokeapi", arguments: ["pokemon", "sync"], answer: { _ in .json(endlessPokemonPage) },
            expected: "already received at another offset"),
        Case(
            api: "pokeapi", arguments: ["pokemon", "list", "--all"], answer: { _ in .json(endlessPokemonPage) },
            expected: "brought no Pokémon not already listed"),
        Case(
            api: "spacex", arguments: ["launches", "list", "--past", "--all"],
            answer: { _ in
                .json(
                    #"{"docs": [\#(String(format: launch, "5eb87d42ffd86e000604b384"))], "totalDocs": 1000000000000, "#
                        + #""page": 1, "totalPages": 1000000000000, "hasNextPage": true, "nextPage": 2}"#)
            }, expected: "brought no launch not already listed"),
        Case(
            api: "yoox", arguments: ["products", "list", "drsss", "--all"],
            answer: { _ in .json(#"{"ResultsLite": {"TotalResults": 1000000000000, "Items": [\#(product)]}}"#) },
            expected: "brought no product not already listed"),
    ]

    static let endlessPokemonPage =
        #"{"count": 1e12, "next": "http://x/pokemon?offset=20&limit=20", "previous": null, "#
        + #""results": [{"name": "bulbasaur", "url": "http://x/pokemon/1/"}]}"#

    static func pokemon(id: Int) -> String {
        #"{"id": \#(id), "name": "raichu", "height": 8, "weight": 300, "sprites": {"front_default": null}, "types": []}"#
    }

    @Test(arguments: wrongIDs)
    func aDetailOfAnotherIDFails(_ testCase: Case) async throws {
        try await expectFailure(testCase)
    }

    @Test(arguments: endlessLists)
    func aListThatNeverEndsIsWalkedABoundedNumberOfPages(_ testCase: Case) async throws {
        let requests = try await expectFailure(testCase)
        #expect(requests < 20, "\(testCase.testDescription) sent \(requests) requests")
    }

    /// Runs the case; returns how many requests reached the server.
    @discardableResult
    private func expectFailure(_ testCase: Case) async throws -> Int {
        let home = try TemporaryDirectory()
        return try await LoopbackHTTPServer.run(handler: { testCase.answer($0) }) { server in
            let outcome = try await MeasuredProcess.mosaic(
                testCase.arguments, api: testCase.api, at: server.baseURL, in: home.url)
            #expect(!outcome.timedOut, "\(testCase.testDescription) did not end")
            if testCase.degrades {
                #expect(outcome.status == 0, "exited \(outcome.status): \(outcome.errorOutput)")
                #expect(outcome.errorOutput.isEmpty)
                #expect(outcome.output.contains("More details are unavailable: "), "\(outcome.output)")
                #expect(outcome.output.contains(testCase.expected), "\(outcome.output)")
                return server.requests.count
            }
            #expect(outcome.status == 1, "exited \(outcome.status): \(outcome.errorOutput)")
            let lines = outcome.errorOutput.split(separator: "\n")
            #expect(lines.count == 1, "\(outcome.errorOutput)")
            #expect(lines.first?.hasPrefix("error: ") == true)
            #expect(lines.first?.contains(testCase.expected) == true, "\(outcome.errorOutput)")
            return server.requests.count
        }
    }
}
