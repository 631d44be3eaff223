import Foundation
import Networking
import Testing

@Suite struct HTTPMessageTests {
    @Test(arguments: ["content-type", "Content-Type", "CONTENT-TYPE"])
    func responseHeaderLookupIgnoresCase(name: String) {
        let response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
        #expect(response.value(forHeader: name) == "application/json")
        #expect(response.value(forHeader: "Content-Length") == nil)
    }

    @Test func endpointDescriptionIsMethodAndFullURL() throws {
        let url = try #require(URL(string: "https://dummyjson.com/products?limit=10&skip=20"))
        #expect(HTTPRequest(url: url).endpointDescription == "GET https://dummyjson.com/products?limit=10&skip=20")
        #expect(HTTPRequest(method: .delete, url: url).endpointDescription.hasPrefix("DELETE https://"))
    }

    @Test func onlyPostIsNotIdempotent() {
        #expect(HTTPMethod.allCases.filter { !$0.isIdempotent } == [.post])
    }
}
