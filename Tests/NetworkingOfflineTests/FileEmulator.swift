import Foundation
import Networking
import NetworkingOffline

/// A minimal emulator for the kit's own tests: serves fixed JSON files by path, 404 otherwise,
/// and tags each answer with its name so a test can tell which route answered.
struct FileEmulator: APIEmulator {
    var name: String
    var files: [String: Data]

    func respond(to request: EmulatedRequest) -> HTTPResponse {
        guard let body = files[request.path.joined(separator: "/")] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        var response = HTTPResponse.emulatedJSON(body)
        response.headers["X-Emulator"] = name
        return response
    }

    static let cars = FileEmulator(name: "cars", files: ["car_list.json": Data(#"[{"make":"BMW"}]"#.utf8)])
}
