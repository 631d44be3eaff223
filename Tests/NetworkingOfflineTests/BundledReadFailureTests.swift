import Foundation
import FoundationTesting
import Networking
import NetworkingOffline
import Synchronization
import Testing

/// A file unreadable now (out of descriptors): the request fails as the local failure it is, with its cause,
/// never as an API status, and the next request reads again.
@Suite struct BundledReadFailureTests {
    /// Serves `cars.json` from a value whose first read fails as `open` does without descriptors.
    private struct FlakyEmulator: APIEmulator {
        let reads = Reads()
        let cars: BundledValue<Data>

        init() {
            cars = BundledValue { [reads] in
                guard reads.count.add(1, ordering: .relaxed).newValue > 1 else {
                    return .failure(
                        BundledResourceError(
                            path: "Resources/cars.json", bundle: "Cars.resources", reason: "Too many open files"))
                }
                return .success(Data(#"[{"make":"BMW"}]"#.utf8))
            }
        }

        func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
            .emulatedJSON(try cars.get())
        }
    }

    private final class Reads: Sendable {
        let count = Atomic(0)
    }

    @Test func aReadThatFailsIsALocalFailureWithItsCauseAndTheNextRequestReadsAgain() async throws {
        let base = try #require(URL(string: "https://cars.invalid/api"))
        let url = base.appending(path: "cars.json")
        let emulator = FlakyEmulator()
        let client = OfflineHTTPClient(serving: emulator, named: "cars", at: base)

        let error = try #require(
            await #expect(throws: NetworkingError.self) { try await client.send(HTTPRequest(url: url)) })
        #expect(error.statusCode == nil, "\(error)")
        #expect(error.isConnectivityFailure, "a saved copy may stand in")
        #expect(
            error.description
                == "cannot reach \(url.absoluteString): no request was sent: the offline cars emulator could "
                + "not read its data (bundled file Resources/cars.json of Cars.resources cannot be used: "
                + "Too many open files)")
        for _ in 0..<2 {
            let response = try await client.send(HTTPRequest(url: url))
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"[{"make":"BMW"}]"#)
        }
        #expect(emulator.reads.count.load(ordering: .relaxed) == 2, "read again after the failure, then kept")
    }

    @Test func aFileThatCannotBeReadIsNamedWithTheSystemsReason() throws {
        let folder = try TemporaryDirectory()
        let resources = folder.url.appending(path: "Resources")
        // A folder where the file should be: found, but `read` fails (EISDIR).
        try FileManager.default.createDirectory(
            at: resources.appending(path: "cars.json"), withIntermediateDirectories: true)
        let bundle = try #require(Bundle(url: folder.url))

        #expect(
            throws: BundledResourceError(
                path: "Resources/cars.json", bundle: folder.url.lastPathComponent, reason: "Is a directory")
        ) { try BundledResource.data(named: "cars.json", in: bundle).get() }
        #expect(
            throws: BundledResourceError(
                path: "Resources/other.json", bundle: folder.url.lastPathComponent, reason: "it is missing")
        ) { try BundledResource.data(named: "other.json", in: bundle).get() }
    }
}
