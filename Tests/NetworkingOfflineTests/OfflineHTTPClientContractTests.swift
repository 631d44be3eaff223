import Foundation
import Networking
import NetworkingOffline
import NetworkingTesting
import Testing

/// The offline emulator is an `HTTPClient` like any other: it must pass the same contract as
/// the URLSession adapter and the test stub.
@Suite struct OfflineHTTPClientContractTests {
    private static let bundledCarList = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Modules/Adapters/NetworkingOffline/Resources/guidomia/car_list.json")

    @Test(arguments: HTTPClientContract.Check.allCases)
    func offlineClientHonoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
        let base = try #require(URL(string: "https://guidomia.invalid/api"))
        let contract = HTTPClientContract(
            client: OfflineHTTPClient(api: .guidomia, baseURL: base),
            okURL: base.appendingPathComponent("car_list.json"),
            okBody: try Data(contentsOf: Self.bundledCarList),
            notFoundURL: base.appendingPathComponent("cars/unknown.json")
        )
        await contract.verify(check)
    }
}
