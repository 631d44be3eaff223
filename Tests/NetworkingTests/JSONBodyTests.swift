import Foundation
import Networking
import Testing

@Suite struct JSONBodyTests {
    private struct Page: Decodable, Equatable {
        struct Item: Decodable, Equatable {
            var name: String
            var weight: Int
        }

        var items: [Item]
    }

    private let endpoint = "GET https://pokeapi.co/api/v2/pokemon"

    private func decodingError(_ json: String) -> NetworkingError? {
        do {
            _ = try JSONBody.decode(Page.self, from: Data(json.utf8), endpoint: endpoint)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesAValidBody() throws {
        let page = try JSONBody.decode(
            Page.self,
            from: Data(#"{"items":[{"name":"bulbasaur","weight":69}]}"#.utf8),
            endpoint: endpoint
        )
        #expect(page == Page(items: [.init(name: "bulbasaur", weight: 69)]))
    }

    /// Each failure names what did not fit and where, or says the body is not JSON at all.
    @Test(arguments: [
        (#"{"items":[{"name":"a","weight":1},{"weight":2}]}"#, "missing key 'name' at items[1]"),
        ("{}", "missing key 'items' at the top level"),
        (#"{"items":[{"name":"a","weight":"heavy"}]}"#, "expected Int at items[0].weight"),
        (#"{"items":[{"name":null,"weight":1}]}"#, "expected String but found null at items[0].name"),
        ("", "the body is not valid JSON"), ("{", "the body is not valid JSON"),
        ("<html>502 Bad Gateway</html>", "the body is not valid JSON"),
        (#"{"items": [}"#, "the body is not valid JSON"),
    ])
    func aBodyThatDoesNotFitSaysWhy(body: String, reason: String) {
        #expect(decodingError(body) == .undecodableBody(endpoint: endpoint, reason: reason))
    }

    @Test func encodeSortsKeysAndKeepsSlashes() throws {
        let body = JSONBody.encode(["b": "https://x/y", "a": "1"])
        #expect(String(decoding: body, as: UTF8.self) == #"{"a":"1","b":"https://x/y"}"#)
    }
}
