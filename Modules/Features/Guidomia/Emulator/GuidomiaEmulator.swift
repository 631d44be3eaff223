public import Foundation
public import Networking
public import NetworkingOffline

/// Serves the Guidomia challenge's `car_list.json`, byte for byte, at `{base}/car_list.json`.
public struct GuidomiaEmulator: APIEmulator {
    /// Read on first use and kept once read: the emulator and the completion values share one read.
    private static let carList = BundledValue { BundledResource.data(named: "car_list.json", in: .module) }

    /// The real API's base URL, where an offline client serves this emulator to the feature's service.
    public static let baseURL = URL(string: "https://guidomia.invalid/api")!

    public init() {}

    public func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        guard request.path == ["car_list.json"] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        return .emulatedJSON(try Self.carList.get())
    }
}

extension GuidomiaEmulator {
    /// The makes in the bundled offers, sorted, for shell completion; empty if the data is unreadable.
    public static var bundledMakes: [String] {
        guard let data = try? carList.get(), let offers = try? JSONDecoder().decode([MakeOnly].self, from: data)
        else { return [] }
        return Set(offers.map(\.make)).sorted()
    }

    private struct MakeOnly: Decodable {
        var make: String
    }
}
