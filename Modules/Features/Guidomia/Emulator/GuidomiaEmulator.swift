public import Networking
public import NetworkingOffline

/// Serves the Guidomia challenge's `car_list.json`, byte for byte, at `{base}/car_list.json`.
public struct GuidomiaEmulator: APIEmulator {
    public init() {}

    public func respond(to request: EmulatedRequest) -> HTTPResponse {
        guard request.path == ["car_list.json"] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        switch BundledResource.data(named: "car_list.json", in: .module) {
        case .success(let data): return .emulatedJSON(data)
        case .failure(let error): return .bundleFailure(error.description)
        }
    }
}
