import Foundation
import Networking
import NetworkingOffline
import NetworkingTesting
import Testing

/// The offline client passes the same contract as the URLSession adapter and the test stub.
@Suite struct OfflineHTTPClientContractTests {
    @Test(arguments: HTTPClientContract.Check.allCases)
    func offlineClientHonoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
        let base = try #require(URL(string: "https://cars.invalid/api"))
        let contract = HTTPClientContract(
            client: OfflineHTTPClient(serving: FileEmulator.cars, named: "cars", at: base),
            okURL: base.appendingPathComponent("car_list.json"),
            okBody: try #require(FileEmulator.cars.files["car_list.json"]),
            notFoundURL: base.appendingPathComponent("cars/unknown.json")
        )
        await contract.verify(check)
    }
}
