import Foundation
import GuidomiaEmulator
import Networking
import NetworkingOffline
import Testing

@Suite("The Guidomia emulator")
struct GuidomiaEmulatorTests {
    private let baseURL = URL(string: "https://guidomia.invalid/api")!

    private var client: OfflineHTTPClient {
        OfflineHTTPClient(serving: GuidomiaEmulator(), named: "guidomia", at: baseURL)
    }

    private func get(_ path: String, method: HTTPMethod = .get) async throws -> HTTPResponse {
        try await client.send(HTTPRequest(method: method, url: baseURL.appendingPathComponent(path)))
    }

    /// The bundled file as it sits in the source tree.
    private func bundledFile() throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Modules/Features/Guidomia/Emulator/Resources/car_list.json")
        return try Data(contentsOf: url)
    }

    @Test func carListIsServedByteForByteAsTheBundledFile() async throws {
        let response = try await get("car_list.json")
        #expect(response.statusCode == 200)
        #expect(response.value(forHeader: "content-type")?.hasPrefix("application/json") == true)
        let file = try bundledFile()
        #expect(response.body == file)
        // The real file's quirks survive: a leading space and empty strings in the lists.
        #expect(response.body.first == UInt8(ascii: " "))
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""""#))
    }

    @Test(arguments: ["car_list", "cars.json", "car_list.json/1", "", "api/car_list.json"])
    func otherPathsAreNotFound(path: String) async throws {
        #expect(try await get(path).statusCode == 404)
    }

    @Test func theCarListTakesOnlyGET() async throws {
        #expect(try await get("car_list.json", method: .post).statusCode == 405)
    }

    @Test func aRequestOutsideTheBaseURLCannotConnect() async {
        await #expect(throws: NetworkingError.self) {
            try await client.send(HTTPRequest(url: URL(string: "https://elsewhere.invalid/car_list.json")!))
        }
    }
}
