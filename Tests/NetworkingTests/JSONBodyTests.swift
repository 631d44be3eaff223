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

    @Test func missingKeyNamesTheKeyAndItsPath() {
        let error = decodingError(#"{"items":[{"name":"a","weight":1},{"weight":2}]}"#)
        #expect(error == .undecodableBody(endpoint: endpoint, reason: "missing key 'name' at items[1]"))
    }

    @Test func missingTopLevelKeyIsReportedAtTheTopLevel() {
        #expect(
            decodingError("{}") == .undecodableBody(endpoint: endpoint, reason: "missing key 'items' at the top level"))
    }

    @Test func typeMismatchNamesTheExpectedTypeAndPath() {
        let error = decodingError(#"{"items":[{"name":"a","weight":"heavy"}]}"#)
        #expect(error == .undecodableBody(endpoint: endpoint, reason: "expected Int at items[0].weight"))
    }

    @Test func nullWhereAValueIsRequiredIsReported() {
        let error = decodingError(#"{"items":[{"name":null,"weight":1}]}"#)
        #expect(
            error == .undecodableBody(endpoint: endpoint, reason: "expected String but found null at items[0].name"))
    }

    @Test(arguments: ["", "{", "<html>502 Bad Gateway</html>", #"{"items": [}"#])
    func invalidJSONIsReportedAsSuch(body: String) {
        #expect(decodingError(body) == .undecodableBody(endpoint: endpoint, reason: "the body is not valid JSON"))
    }

    @Test func encodeSortsKeysAndKeepsSlashes() throws {
        let body = JSONBody.encode(["b": "https://x/y", "a": "1"])
        #expect(String(decoding: body, as: UTF8.self) == #"{"a":"1","b":"https://x/y"}"#)
    }
}
