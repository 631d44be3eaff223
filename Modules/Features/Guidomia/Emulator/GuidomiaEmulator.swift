public import Foundation
public import Networking
public import NetworkingOffline

/// Serves the Guidomia challenge's `car_list.json`, byte for byte, at `{base}/car_list.json`.
public struct GuidomiaEmulator: APIEmulator {
    /// Read on first use and kept: the emulator and the completion values share one read.
    private static let carList = BundledResource.data(named: "car_list.json", in: .module)

    /// The real API's base URL, where this emulator stands in: an offline client serves it there
    /// (`OfflineHTTPClient(serving:named:at:)`), and the feature's service is handed the same URL.
    public static let baseURL = URL(string: "https://guidomia.invalid/api")!

    public init() {}

    public func respond(to request: EmulatedRequest) -> HTTPResponse {
        guard request.path == ["car_list.json"] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        return .fromBundle(Self.carList) { .emulatedJSON($0) }
    }
}

extension GuidomiaEmulator {
    /// The makes in the bundled offers, sorted, for shell completion; empty if the data is unreadable.
    public static let bundledMakes: [String] = {
        guard case .success(let data) = carList, let offers = try? JSONDecoder().decode([MakeOnly].self, from: data)
        else { return [] }
        return Set(offers.map(\.make)).sorted()
    }()

    private struct MakeOnly: Decodable {
        var make: String
    }
}
